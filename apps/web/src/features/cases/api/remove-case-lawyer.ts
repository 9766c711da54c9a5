import { useMutation, useQueryClient } from '@tanstack/react-query';
import { officePaths, type zCaseMutationResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { caseKeys } from './case-keys';
import type { CaseMutationResult } from './create-case';

/** Takes a co-counsel off the case; the owner cannot be removed. */
export async function removeCaseLawyer(casePid: string, lawyerPid: string): Promise<CaseMutationResult> {
  const body = await request<Infer<typeof zCaseMutationResponse>>({
    endpoint: officePaths.caseRemoveLawyer(casePid),
    method: 'POST',
    data: { lawyer_id: lawyerPid },
  });
  return body.result;
}

export function useRemoveCaseLawyer(casePid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lawyerPid: string) => removeCaseLawyer(casePid, lawyerPid),
    onSuccess: (updated) => {
      queryClient.setQueryData(caseKeys.detail(casePid), updated);
      return queryClient.invalidateQueries({ queryKey: caseKeys.all });
    },
  });
}
