import { queryOptions, useQuery } from '@tanstack/react-query';
import { moneyPaths, type zWalletBalanceResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { walletKeys } from './wallet-keys';

/** Coins the user can spend now. */
export async function getWalletBalance(signal?: AbortSignal): Promise<number> {
  const body = await request<Infer<typeof zWalletBalanceResponse>>({
    endpoint: moneyPaths.wallet.balance,
    signal,
    silent: true,
  });
  return body.result.balance;
}

export const walletBalanceQuery = queryOptions({
  queryKey: walletKeys.balance,
  queryFn: ({ signal }) => getWalletBalance(signal),
});

/** The top bar's chip reads it on every page, so a failure stays silent there. */
export function useWalletBalance(enabled = true) {
  return useQuery({ ...walletBalanceQuery, enabled });
}
