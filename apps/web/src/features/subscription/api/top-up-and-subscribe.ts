import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moneyPaths, type zTopUpAndSubscribeResponse } from '@vakilyar/contract';
import { idempotencyHeaders } from '@/features/payments/api/idempotency';
import { walletKeys } from '@/features/wallet/api/wallet-keys';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import type { SubscribeInput } from './subscribe';
import { subscriptionKeys } from './subscription-keys';

export type TopUpAndSubscribeResult = Infer<typeof zTopUpAndSubscribeResponse>['result'];

/**
 * Opens a card payment for the wallet's shortfall; the subscription starts once it is verified.
 * `payment` is null when the wallet already covered the price (the subscription is active).
 */
export async function topUpAndSubscribe({
  packagePid,
  idempotencyKey,
}: SubscribeInput): Promise<TopUpAndSubscribeResult> {
  const body = await request<Infer<typeof zTopUpAndSubscribeResponse>>({
    endpoint: moneyPaths.subscription.topUpAndSubscribe,
    method: 'POST',
    data: { package: packagePid },
    headers: idempotencyHeaders(idempotencyKey),
  });
  return body.result;
}

export function useTopUpAndSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: topUpAndSubscribe,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
        queryClient.invalidateQueries({ queryKey: walletKeys.all }),
      ]),
  });
}
