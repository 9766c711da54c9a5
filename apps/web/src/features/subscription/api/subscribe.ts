import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moneyPaths, type zSubscribeResponse } from '@vakilyar/contract';
import { idempotencyHeaders } from '@/features/payments/api/idempotency';
import { walletKeys } from '@/features/wallet/api/wallet-keys';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { subscriptionKeys } from './subscription-keys';

export type SubscribeResult = Infer<typeof zSubscribeResponse>['result'];

export interface SubscribeInput {
  packagePid: string;
  idempotencyKey: string;
}

/** Pays the package from the wallet; a short wallet is a 402 with the shortfall in Persian. */
export async function subscribe({ packagePid, idempotencyKey }: SubscribeInput): Promise<SubscribeResult> {
  const body = await request<Infer<typeof zSubscribeResponse>>({
    endpoint: moneyPaths.subscription.subscribe,
    method: 'POST',
    data: { package: packagePid },
    headers: idempotencyHeaders(idempotencyKey),
  });
  return body.result;
}

export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribe,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
        queryClient.invalidateQueries({ queryKey: walletKeys.all }),
      ]),
  });
}
