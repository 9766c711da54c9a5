import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  officePaths,
  type zCreateSecretaryRequest,
  type zSecretaryInvitationMutationResponse,
} from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { secretaryKeys } from './secretary-keys';

export type CreateSecretaryRequest = Infer<typeof zCreateSecretaryRequest>;
export type InvitationMutationResult = Infer<typeof zSecretaryInvitationMutationResponse>['result'];

/** Invites a secretary by mobile (201): an existing user, or a new account; they join on accepting. */
export async function createSecretary(secretary: CreateSecretaryRequest): Promise<InvitationMutationResult> {
  const body = await request<Infer<typeof zSecretaryInvitationMutationResponse>>({
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
