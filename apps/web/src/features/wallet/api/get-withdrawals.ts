import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { moneyPaths, type PageQuery, type Withdrawal } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import { walletKeys } from './wallet-keys';

export interface WithdrawalsPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: Withdrawal[];
}

/** A consultant's payout requests, newest first, with the admin's decision on each. */
export async function getWithdrawals(
  query: Partial<PageQuery>,
  signal?: AbortSignal,
): Promise<WithdrawalsPage> {
  const body = await request<{ result: WithdrawalsPage }>({
    endpoint: moneyPaths.wallet.withdrawals,
    params: query,
    signal,
  });
  return body.result;
}

export const withdrawalsQuery = (query: Partial<PageQuery>) =>
  queryOptions({
    queryKey: walletKeys.withdrawals(query),
    queryFn: ({ signal }) => getWithdrawals(query, signal),
    placeholderData: keepPreviousData,
  });

export function useWithdrawals(query: Partial<PageQuery>) {
  return useQuery(withdrawalsQuery(query));
}
