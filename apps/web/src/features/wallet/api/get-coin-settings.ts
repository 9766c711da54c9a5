import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CoinSettings, moneyPaths, type zCoinSettingsResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { walletKeys } from './wallet-keys';

/** The exchange rate (Rials per coin) every price on the screen is computed from. */
export async function getCoinSettings(signal?: AbortSignal): Promise<CoinSettings> {
  const body = await request<Infer<typeof zCoinSettingsResponse>>({
    endpoint: moneyPaths.wallet.coinSettings,
    signal,
  });
  return body.result;
}

export const coinSettingsQuery = queryOptions({
  queryKey: walletKeys.coinSettings,
  queryFn: ({ signal }) => getCoinSettings(signal),
  staleTime: 5 * 60_000,
});

export function useCoinSettings() {
  return useQuery(coinSettingsQuery);
}
