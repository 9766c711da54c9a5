import { useMutation, useQueryClient } from '@tanstack/react-query';
import { officePaths } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import { archiveKeys } from './archive-keys';

/** Deletes a cabinet (204); its cases stay, out of any cabinet. */
export function deleteCabinet(pid: string): Promise<unknown> {
  return request({ endpoint: officePaths.archiveCabinet(pid), method: 'DELETE' });
}

export function useDeleteCabinet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCabinet,
    onSuccess: (_result, pid) => {
      queryClient.removeQueries({ queryKey: archiveKeys.detail(pid) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: archiveKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['cases'] }),
      ]);
    },
  });
}
