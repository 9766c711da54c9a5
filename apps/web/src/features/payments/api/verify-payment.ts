import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moneyPaths, type PaymentVerifyResult, type zPaymentVerifyResponse } from '@vakilyar/contract';
import { subscriptionKeys } from '@/features/subscription/api/subscription-keys';
import { walletKeys } from '@/features/wallet/api/wallet-keys';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { paymentsKeys } from './payments-keys';

/** Asks the gateway again about a payment left pending (after a timeout); credits at most once. */
export async function verifyPayment(pid: string): Promise<PaymentVerifyResult> {
  const body = await request<Infer<typeof zPaymentVerifyResponse>>({
    endpoint: moneyPaths.payment.refresh(pid),
    method: 'POST',
  });
  return body.result;
}

export function useVerifyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPayment,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentsKeys.all }),
        queryClient.invalidateQueries({ queryKey: walletKeys.all }),
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
      ]),
  });
}
