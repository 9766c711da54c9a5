import { useMutation, useQueryClient } from '@tanstack/react-query';
import { officePaths } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import { clientKeys } from './client-keys';

/** Deletes a client (204); one still on a case is refused with 409 and a Persian reason. */
export function deleteClient(pid: string): Promise<unknown> {
  return request({ endpoint: officePaths.client(pid), method: 'DELETE' });
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: (_result, pid) => {
      queryClient.removeQueries({ queryKey: clientKeys.detail(pid) });
      return queryClient.invalidateQueries({ queryKey: clientKeys.all });
    },
  });
}
