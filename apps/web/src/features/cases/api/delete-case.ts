import { useMutation, useQueryClient } from '@tanstack/react-query';
import { officePaths } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import { caseKeys } from './case-keys';

/** Deletes a case and its documents (204). */
export function deleteCase(pid: string): Promise<unknown> {
  return request({ endpoint: officePaths.case(pid), method: 'DELETE' });
}

export function useDeleteCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCase,
    onSuccess: (_result, pid) => {
      queryClient.removeQueries({ queryKey: caseKeys.detail(pid) });
      return queryClient.invalidateQueries({ queryKey: caseKeys.all });
    },
  });
}
