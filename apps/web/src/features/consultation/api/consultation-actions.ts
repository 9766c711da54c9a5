import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Consultation, chatPaths, type zConsultationMutationResponse } from '@vakilyar/contract';
import { walletKeys } from '@/features/wallet/api/wallet-keys';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { notifySuccess } from '@/lib/notify';
import { consultationKeys } from './consultation-keys';

/** What can happen to a consultation after it was requested, and the body each action takes. */
export type ConsultationAction =
  | { kind: 'accept'; body: { scheduled_at?: string; message?: string | null } }
  | { kind: 'reject'; body: { message: string } }
  | { kind: 'cancel'; body: { reason?: string | null } }
  | { kind: 'complete'; body: Record<string, never> }
  | { kind: 'rate'; body: { rating: number; comment?: string | null } }
  | { kind: 'dispute'; body: { reason: string } };

const PATHS: Record<ConsultationAction['kind'], (pid: string) => string> = {
  accept: chatPaths.consultation.accept,
  reject: chatPaths.consultation.reject,
  cancel: chatPaths.consultation.cancel,
  complete: chatPaths.consultation.complete,
  rate: chatPaths.consultation.rate,
  dispute: chatPaths.consultation.dispute,
};

/** The consultation after the action, and the server's Persian confirmation of it. */
export async function actOnConsultation(
  pid: string,
  action: ConsultationAction,
): Promise<{ consultation: Consultation; message: string }> {
  const response = await request<Infer<typeof zConsultationMutationResponse>>({
    endpoint: PATHS[action.kind](pid),
    method: 'POST',
    data: action.body,
  });
  const { message, ...consultation } = response.result;
  return { consultation, message };
}

/**
 * Runs an action and says it was done (the server answers 200, which the request helper does not
 * announce); the consultation's page shows the server's answer, the lists and the wallet refresh.
 */
export function useConsultationAction(pid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ConsultationAction) => actOnConsultation(pid, action),
    onSuccess: ({ consultation, message }) => {
      notifySuccess(message);
      queryClient.setQueryData(consultationKeys.detail(pid), consultation);
      void queryClient.invalidateQueries({ queryKey: consultationKeys.consultations });
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
}
