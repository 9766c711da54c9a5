import { useMutation, useQueryClient } from '@tanstack/react-query';
import { officePaths, type zCaseMutationResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { caseKeys } from './case-keys';
import type { CaseMutationResult } from './create-case';

/** Attaches a client of the office to the case. */
export async function addCaseClient(casePid: string, clientPid: string): Promise<CaseMutationResult> {
  const body = await request<Infer<typeof zCaseMutationResponse>>({
    endpoint: officePaths.caseAddClient(casePid),
    method: 'POST',
    data: { client_id: clientPid },
  });
  return body.result;
}

export function useAddCaseClient(casePid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientPid: string) => addCaseClient(casePid, clientPid),
    onSuccess: (updated) => {
      queryClient.setQueryData(caseKeys.detail(casePid), updated);
      return queryClient.invalidateQueries({ queryKey: caseKeys.all });
    },
  });
}
