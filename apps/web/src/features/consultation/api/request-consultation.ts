import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type Consultation,
  type CreateConsultationRequest,
  chatPaths,
  type zConsultationMutationResponse,
} from '@vakilyar/contract';
import { walletKeys } from '@/features/wallet/api/wallet-keys';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { consultationKeys } from './consultation-keys';

/** Asks a consultant for a consultation; its fee is held from my wallet (a 402 when it is short). */
export async function requestConsultation(body: CreateConsultationRequest): Promise<Consultation> {
  const response = await request<Infer<typeof zConsultationMutationResponse>>({
    endpoint: chatPaths.consultation.request,
    method: 'POST',
    data: body,
  });
  const { message: _message, ...consultation } = response.result;
  return consultation;
}

export function useRequestConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestConsultation,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: consultationKeys.consultations });
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
}
