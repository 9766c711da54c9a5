import { useMutation, useQueryClient } from '@tanstack/react-query';
import { officePaths, type zSecretaryInvitationMutationResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import type { InvitationMutationResult } from './create-secretary';
import { secretaryKeys } from './secretary-keys';

/** Invites a secretary found in the platform directory to the lawyer's office (201). */
export async function assignSecretary(secretaryPid: string): Promise<InvitationMutationResult> {
  const body = await request<Infer<typeof zSecretaryInvitationMutationResponse>>({
    endpoint: officePaths.assignSecretary,
    method: 'POST',
    data: { secretary_id: secretaryPid },
  });
  return body.result;
}

export function useAssignSecretary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignSecretary,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: secretaryKeys.all }),
  });
}
