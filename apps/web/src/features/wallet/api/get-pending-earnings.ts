import { queryOptions, useQuery } from '@tanstack/react-query';
import { moneyPaths, type PendingEarning, type zPendingEarningsResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { walletKeys } from './wallet-keys';

/** A consultant's shares of chat and consultation fees not paid out yet, the soonest due first. */
export async function getPendingEarnings(signal?: AbortSignal): Promise<PendingEarning[]> {
  const body = await request<Infer<typeof zPendingEarningsResponse>>({
    endpoint: moneyPaths.wallet.pendingEarnings,
    signal,
  });
  return body.result;
}

export const pendingEarningsQuery = queryOptions({
  queryKey: walletKeys.pendingEarnings,
  queryFn: ({ signal }) => getPendingEarnings(signal),
});

export function usePendingEarnings() {
  return useQuery(pendingEarningsQuery);
}
