import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  officePaths,
  type zCreateSecretaryRequest,
  type zSecretaryMutationResponse,
} from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { secretaryKeys } from './secretary-keys';

export type CreateSecretaryRequest = Infer<typeof zCreateSecretaryRequest>;
export type SecretaryMutationResult = Infer<typeof zSecretaryMutationResponse>['result'];

/** Adds a secretary by mobile (201): an existing user, or a new account; the invite goes by SMS. */
export async function createSecretary(secretary: CreateSecretaryRequest): Promise<SecretaryMutationResult> {
  const body = await request<Infer<typeof zSecretaryMutationResponse>>({
    endpoint: officePaths.secretaries,
    method: 'POST',
    data: secretary,
  });
  return body.result;
}

export function useCreateSecretary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSecretary,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: secretaryKeys.all }),
  });
}
