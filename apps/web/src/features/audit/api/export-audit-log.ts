import { useMutation } from '@tanstack/react-query';
import { officePaths } from '@vakilyar/contract';
import { saveBlob } from '@/features/cases/api/fetch-file';
import { http } from '@/lib/api/http-client';
import { type AuditFilters, auditQueryParams } from './list-audit-log';

const FALLBACK_NAME = 'audit-log.csv';

/** The file name the server gave in `Content-Disposition`. */
function fileNameOf(disposition: unknown): string {
  const match = typeof disposition === 'string' ? /filename="?([^";]+)"?/.exec(disposition) : null;
  return match?.[1] ?? FALLBACK_NAME;
}

/** Downloads the filtered log as CSV (UTF-8 with BOM, so Excel shows the Persian right). */
export async function exportAuditLog(filters: AuditFilters): Promise<void> {
  const response = await http.get<Blob>(officePaths.auditLogExport, {
    params: auditQueryParams(filters),
    responseType: 'blob',
  });
  saveBlob(response.data, fileNameOf(response.headers['content-disposition']));
}

export function useExportAuditLog() {
  return useMutation({ mutationFn: exportAuditLog });
}
