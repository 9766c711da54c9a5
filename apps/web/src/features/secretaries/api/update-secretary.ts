import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  officePaths,
  type zSecretaryMutationResponse,
  type zUpdateSecretaryRequest,
} from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { secretaryKeys } from './secretary-keys';

export type SecretaryNames = Infer<typeof zUpdateSecretaryRequest>;

/** Corrects the name of a secretary whose account the office made (the server refuses an account of their own). */
export async function updateSecretary(pid: string, names: SecretaryNames) {
  const body = await request<Infer<typeof zSecretaryMutationResponse>>({
    endpoint: officePaths.secretary(pid),
    method: 'PATCH',
    data: names,
  });
  return body.result;
}

export function useUpdateSecretary(pid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (names: SecretaryNames) => updateSecretary(pid, names),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: secretaryKeys.all }),
  });
}
