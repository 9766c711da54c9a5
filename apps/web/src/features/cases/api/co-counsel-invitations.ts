import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  coCounselInvitationPaths,
  type zCoCounselInvitationMutationResponse,
  type zCoCounselInvitationPage,
} from '@vakilyar/contract';
import type { InvitationAnswer } from '@/components/invitation-card';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { caseKeys } from './case-keys';

export type CoCounselInvitation = Infer<typeof zCoCounselInvitationPage>['result']['results'][number];

/** The signed-in lawyer's invitations to work on another office's case, waiting for an answer. */
export function useCoCounselInvitations(enabled: boolean) {
  return useQuery({
    queryKey: caseKeys.coCounselInvitations,
    enabled,
    queryFn: async ({ signal }) => {
      const body = await request<Infer<typeof zCoCounselInvitationPage>>({
        endpoint: coCounselInvitationPaths.received,
        params: { page: 1, page_size: 100 },
        signal,
        silent: true,
      });
      return body.result;
    },
  });
}

/** Accepts (the case joins the lawyer's cases) or declines; the cases are fetched again. */
export function useAnswerCoCounselInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ pid, answer }: { pid: string; answer: InvitationAnswer }) => {
      const endpoint =
        answer === 'accept' ? coCounselInvitationPaths.accept(pid) : coCounselInvitationPaths.decline(pid);
      const body = await request<Infer<typeof zCoCounselInvitationMutationResponse>>({
        endpoint,
        method: 'POST',
      });
      return body.result;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseKeys.all }),
  });
}
