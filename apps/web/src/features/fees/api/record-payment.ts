import { useMutation } from '@tanstack/react-query';
import { FEES_API, type ManualPaymentForm, type zFeePaymentResponse } from '@vakilyar/contract';
import { idempotencyHeaders, useIdempotencyKey } from '@/features/payments/api/idempotency';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { useInvalidateFees } from './invalidate';

/** `POST payments/` with an idempotency key: a retry after a lost answer records the payment once. */
export async function recordPayment(casePid: string, payment: ManualPaymentForm, key: string) {
  const body = await request<Infer<typeof zFeePaymentResponse>>({
    endpoint: FEES_API.payments(casePid),
    method: 'POST',
    data: payment,
    headers: idempotencyHeaders(key),
  });
  return body.result;
}

export function useRecordPayment(casePid: string) {
  const invalidate = useInvalidateFees();
  const { keyFor, settle } = useIdempotencyKey();
  return useMutation({
    mutationFn: (payment: ManualPaymentForm) =>
      recordPayment(casePid, payment, keyFor(JSON.stringify(payment))),
    onSuccess: () => {
      settle();
      return invalidate();
    },
    onError: settle,
  });
}
