import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CoinPackage, moneyPaths, type zCoinPackagesResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { walletKeys } from './wallet-keys';

/** The coin packages on sale, in the admin's order. */
export async function getCoinPackages(signal?: AbortSignal): Promise<CoinPackage[]> {
  const body = await request<Infer<typeof zCoinPackagesResponse>>({
    endpoint: moneyPaths.wallet.coinPackages,
    signal,
  });
  return body.result;
}

export const coinPackagesQuery = queryOptions({
  queryKey: walletKeys.coinPackages,
  queryFn: ({ signal }) => getCoinPackages(signal),
  staleTime: 5 * 60_000,
});

export function useCoinPackages() {
  return useQuery(coinPackagesQuery);
}
