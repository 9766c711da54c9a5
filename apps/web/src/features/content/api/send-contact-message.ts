import { useMutation } from '@tanstack/react-query';
import { type ContactRequest, contentPaths, type zContactResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';

/** Sends the contact form; a 201 carries the Persian confirmation the request helper toasts. */
export async function sendContactMessage(
  body: ContactRequest,
): Promise<Infer<typeof zContactResponse>['result']> {
  const response = await request<Infer<typeof zContactResponse>>({
    endpoint: contentPaths.contactUs,
    method: 'POST',
    data: body,
  });
  return response.result;
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
