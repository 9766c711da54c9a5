import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OfficeExport } from '@vakilyar/contract';
import { saveBlob } from '@/features/cases/api/fetch-file';
import { http } from '@/lib/api/http-client';
import { request } from '@/lib/api/request';

const EXPORTS = '/lawyer-office/v1/exports/';
const keys = { all: ['office-exports'] as const };

const inProgress = (exports: OfficeExport[] | undefined) =>
  !!exports?.some((e) => e.status === 'queued' || e.status === 'running');

/** The office's latest exports; polled every two seconds while one is being built. */
export function useOfficeExports() {
  return useQuery({
    queryKey: keys.all,
    queryFn: async ({ signal }) =>
      (await request<{ result: OfficeExport[] }>({ endpoint: EXPORTS, signal })).result,
    refetchInterval: (query) => (inProgress(query.state.data) ? 2_000 : false),
  });
}

export function useStartOfficeExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await request<{ result: OfficeExport }>({ endpoint: EXPORTS, method: 'POST' })).result,
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

/** Downloads a ready export with the session's token, saved under its Persian name. */
export function useDownloadOfficeExport() {
  return useMutation({
    mutationFn: async (item: OfficeExport) => {
      const url = (item.download_url ?? '').replace(/^\/api/, '');
      const response = await http.get<Blob>(url, { responseType: 'blob' });
      saveBlob(response.data, item.file_name);
    },
  });
}
