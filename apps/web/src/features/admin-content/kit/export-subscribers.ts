import { useMutation } from '@tanstack/react-query';
import { contentPaths } from '@vakilyar/contract';
import { saveBlob } from '@/features/cases/api/fetch-file';
import { isApiError } from '@/lib/api/api-error';
import { http } from '@/lib/api/http-client';
import { reportFailure } from '@/lib/api/report-failure';

const FALLBACK_NAME = 'newsletter-subscribers.csv';

/** The file name the server gave in `Content-Disposition`. */
function fileNameOf(disposition: unknown): string {
  const match = typeof disposition === 'string' ? /filename="?([^";]+)"?/.exec(disposition) : null;
  return match?.[1] ?? FALLBACK_NAME;
}

export interface SubscriberFilters {
  status?: string;
  search?: string;
}

/**
 * Downloads the subscribers matching the filters as CSV (UTF-8 with BOM, so Excel shows Persian), with
 * the admin's token: a plain link could not send it.
 */
export async function exportSubscribers(filters: SubscriberFilters): Promise<void> {
  try {
    const response = await http.get<Blob>(contentPaths.admin.newsletterExport, {
      params: filters,
      responseType: 'blob',
    });
    saveBlob(response.data, fileNameOf(response.headers['content-disposition']));
  } catch (error) {
    if (isApiError(error)) throw error;
    return reportFailure(error);
  }
}

export function useExportSubscribers() {
  return useMutation({ mutationFn: exportSubscribers });
}
