import { queryOptions, useQuery } from '@tanstack/react-query';
import { moneyPaths, type WalletDetails, type zWalletDetailsResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { walletKeys } from './wallet-keys';

/** Balance, held coins and the totals that came in and went out. */
export async function getWalletDetails(signal?: AbortSignal): Promise<WalletDetails> {
  const body = await request<Infer<typeof zWalletDetailsResponse>>({
    endpoint: moneyPaths.wallet.details,
    signal,
  });
  return body.result;
}

export const walletDetailsQuery = queryOptions({
  queryKey: walletKeys.details,
  queryFn: ({ signal }) => getWalletDetails(signal),
});

export function useWalletDetails() {
  return useQuery(walletDetailsQuery);
}
