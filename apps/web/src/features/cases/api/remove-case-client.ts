import { useMutation, useQueryClient } from '@tanstack/react-query';
import { officePaths, type zCaseMutationResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { caseKeys } from './case-keys';
import type { CaseMutationResult } from './create-case';

/** Detaches a client; their portal access to the case ends with it. */
export async function removeCaseClient(casePid: string, clientPid: string): Promise<CaseMutationResult> {
  const body = await request<Infer<typeof zCaseMutationResponse>>({
    endpoint: officePaths.caseRemoveClient(casePid),
    method: 'POST',
    data: { client_id: clientPid },
  });
  return body.result;
}

export function useRemoveCaseClient(casePid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientPid: string) => removeCaseClient(casePid, clientPid),
    onSuccess: (updated) => {
      queryClient.setQueryData(caseKeys.detail(casePid), updated);
      return queryClient.invalidateQueries({ queryKey: caseKeys.all });
    },
  });
}
