import { isApiError } from '@/lib/api/api-error';
import { http } from '@/lib/api/http-client';
import { reportFailure } from '@/lib/api/report-failure';

/**
 * The bytes of a stored file from its authorized download address, sent with the Bearer token
 * like every API call (an `<img src>` or a link could not send it). `inline` asks for the
 * file to be shown rather than saved.
 */
export async function fetchFile(
  path: string,
  disposition: 'inline' | 'attachment',
  signal?: AbortSignal,
): Promise<Blob> {
  try {
    const response = await http.get<Blob>(path, { params: { disposition }, responseType: 'blob', signal });
    return response.data;
  } catch (error) {
    if (isApiError(error)) throw error;
    return reportFailure(error);
  }
}

/** Saves a blob under its name through a temporary link. */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
