import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moneyPaths, type zVerifySubscriptionPaymentResponse } from '@vakilyar/contract';
import { walletKeys } from '@/features/wallet/api/wallet-keys';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { notifySuccess } from '@/lib/notify';
import { subscriptionKeys } from './subscription-keys';

export type VerifySubscriptionPaymentResult = Infer<typeof zVerifySubscriptionPaymentResponse>['result'];

/** Asks again about the card payment of a subscription waiting for it (after a gateway timeout). */
export async function verifySubscriptionPayment(pid: string): Promise<VerifySubscriptionPaymentResult> {
  const body = await request<Infer<typeof zVerifySubscriptionPaymentResponse>>({
    endpoint: moneyPaths.subscription.verifyPayment(pid),
  });
  return body.result;
}

/** A GET, yet an action the user asks for: a mutation, so it runs only on the button. */
export function useVerifySubscriptionPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifySubscriptionPayment,
    onSuccess: (result) => {
      notifySuccess(result.message);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
        queryClient.invalidateQueries({ queryKey: walletKeys.all }),
      ]);
    },
  });
}
