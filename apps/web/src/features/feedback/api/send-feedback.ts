import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentPaths, type SendFeedbackRequest, type zSendFeedbackResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { feedbackKeys } from './feedback-keys';

/** Sends feedback; the 201 carries the Persian confirmation the request helper toasts. */
export async function sendFeedback(body: SendFeedbackRequest) {
  const response = await request<Infer<typeof zSendFeedbackResponse>>({
    endpoint: contentPaths.feedback,
    method: 'POST',
    data: body,
  });
  return response.result;
}

export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
}
