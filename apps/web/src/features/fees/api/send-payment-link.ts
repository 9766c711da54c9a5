import { useMutation } from '@tanstack/react-query';
import { FEES_API, type zPaymentLinkRequest, type zPaymentLinkResponse } from '@vakilyar/contract';
import type { z } from 'zod';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';

export type PaymentLinkForm = z.input<typeof zPaymentLinkRequest>;

/** `POST payment-link/`: texts the client a link to pay an instalment or an amount online. */
export async function sendPaymentLink(casePid: string, link: PaymentLinkForm) {
  const body = await request<Infer<typeof zPaymentLinkResponse>>({
    endpoint: FEES_API.paymentLink(casePid),
    method: 'POST',
    data: link,
  });
  return body.result;
}

export function useSendPaymentLink(casePid: string) {
  return useMutation({ mutationFn: (link: PaymentLinkForm) => sendPaymentLink(casePid, link) });
}
