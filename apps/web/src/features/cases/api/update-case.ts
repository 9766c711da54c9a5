import { useMutation, useQueryClient } from '@tanstack/react-query';
import { officePaths, type UpdateCaseRequest, type zCaseMutationResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { caseKeys } from './case-keys';
import type { CaseMutationResult } from './create-case';

/** Changes the fields sent (PATCH). */
export async function updateCase(pid: string, changes: UpdateCaseRequest): Promise<CaseMutationResult> {
  const body = await request<Infer<typeof zCaseMutationResponse>>({
    endpoint: officePaths.case(pid),
    method: 'PATCH',
    data: changes,
  });
  return body.result;
}

export function useUpdateCase(pid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateCaseRequest) => updateCase(pid, changes),
    onSuccess: (updated) => {
      queryClient.setQueryData(caseKeys.detail(pid), updated);
      return queryClient.invalidateQueries({ queryKey: caseKeys.all });
    },
  });
}
