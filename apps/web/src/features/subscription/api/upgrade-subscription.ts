import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  moneyPaths,
  type UpgradeQuote,
  type zTopUpAndSubscribeResponse,
  type zUpgradeQuoteResponse,
} from '@vakilyar/contract';
import { idempotencyHeaders } from '@/features/payments/api/idempotency';
import { walletKeys } from '@/features/wallet/api/wallet-keys';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import type { SubscribeInput } from './subscribe';
import { subscriptionKeys } from './subscription-keys';

/** What moving up to a package costs now: its price less the credit for the current plan's unused days. */
export async function getUpgradeQuote(packagePid: string, signal?: AbortSignal): Promise<UpgradeQuote> {
  const body = await request<Infer<typeof zUpgradeQuoteResponse>>({
    endpoint: moneyPaths.subscription.upgradeQuote,
    params: { package: packagePid },
    signal,
  });
  return body.result;
}

export const upgradeQuoteQuery = (packagePid: string) =>
  queryOptions({
    queryKey: subscriptionKeys.upgradeQuote(packagePid),
    queryFn: ({ signal }) => getUpgradeQuote(packagePid, signal),
  });

export function useUpgradeQuote(packagePid: string) {
  return useQuery(upgradeQuoteQuery(packagePid));
}

/** Upgrades at once from the wallet, or opens a card payment for the shortfall (`payment` not null). */
export async function upgradeSubscription({ packagePid, idempotencyKey }: SubscribeInput) {
  const body = await request<Infer<typeof zTopUpAndSubscribeResponse>>({
    endpoint: moneyPaths.subscription.upgrade,
    method: 'POST',
    data: { package: packagePid },
    headers: idempotencyHeaders(idempotencyKey),
  });
  return body.result;
}

export function useUpgradeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: upgradeSubscription,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
        queryClient.invalidateQueries({ queryKey: walletKeys.all }),
      ]),
  });
}
