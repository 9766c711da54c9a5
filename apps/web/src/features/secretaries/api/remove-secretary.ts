import { useMutation, useQueryClient } from '@tanstack/react-query';
import { officePaths } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import { secretaryKeys } from './secretary-keys';

/** Ends a secretary's work in the office at once (204); their account stays. The spec's `remove-secretary/`. */
export function removeSecretary(pid: string): Promise<unknown> {
  return request({ endpoint: officePaths.removeSecretary, method: 'DELETE', data: { secretary_id: pid } });
}

export function useRemoveSecretary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSecretary,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: secretaryKeys.all }),
  });
}
