import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateCaseRequest, officePaths, type zCaseMutationResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { caseKeys } from './case-keys';

export type CaseMutationResult = Infer<typeof zCaseMutationResponse>['result'];

/** Opens a case in the user's office (201, toasted «پرونده با موفقیت ثبت شد.»). */
export async function createCase(newCase: CreateCaseRequest): Promise<CaseMutationResult> {
  const body = await request<Infer<typeof zCaseMutationResponse>>({
    endpoint: officePaths.cases,
    method: 'POST',
    data: newCase,
  });
  return body.result;
}

export function useCreateCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCase,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseKeys.all }),
  });
}
