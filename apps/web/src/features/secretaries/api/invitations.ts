import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  secretaryInvitationPaths,
  type zSecretaryInvitationMutationResponse,
  type zSecretaryInvitationPage,
} from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { secretaryKeys } from './secretary-keys';

export type InvitationPage = Infer<typeof zSecretaryInvitationPage>['result'];
export type Invitation = InvitationPage['results'][number];
export type InvitationAnswer = 'accept' | 'decline';

async function listInvitations(endpoint: string, signal?: AbortSignal): Promise<InvitationPage> {
  const body = await request<Infer<typeof zSecretaryInvitationPage>>({
    endpoint,
    params: { page: 1, page_size: 100 },
    signal,
  });
  return body.result;
}

/** The lawyer's invitations still waiting for an answer. */
export function useSentInvitations() {
  return useQuery({
    queryKey: secretaryKeys.sentInvitations,
    queryFn: ({ signal }) => listInvitations(secretaryInvitationPaths.sent, signal),
  });
}

/** Invitations waiting for the signed-in person's answer. */
export function useReceivedInvitations() {
  return useQuery({
    queryKey: secretaryKeys.receivedInvitations,
    queryFn: ({ signal }) => listInvitations(secretaryInvitationPaths.received, signal),
  });
}

/** Withdraws a pending invitation (204). */
export function useCancelInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pid: string) =>
      request({ endpoint: secretaryInvitationPaths.sentOne(pid), method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: secretaryKeys.all }),
  });
}

/** Accepts or declines; accepting changes the person's roles, so everything is fetched again. */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ pid, answer }: { pid: string; answer: InvitationAnswer }) => {
      const endpoint =
        answer === 'accept' ? secretaryInvitationPaths.accept(pid) : secretaryInvitationPaths.decline(pid);
      const body = await request<Infer<typeof zSecretaryInvitationMutationResponse>>({
        endpoint,
        method: 'POST',
      });
      return body.result;
    },
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
