import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { moneyPaths, type TransactionsQuery, type zWalletTransactionsResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { walletKeys } from './wallet-keys';

export type TransactionsPage = Infer<typeof zWalletTransactionsResponse>['result'];

/** A page of the wallet's movements, newest first, by kind and Gregorian day range. */
export async function getTransactions(
  query: Partial<TransactionsQuery>,
  signal?: AbortSignal,
): Promise<TransactionsPage> {
  const body = await request<Infer<typeof zWalletTransactionsResponse>>({
    endpoint: moneyPaths.wallet.transactions,
    params: query,
    signal,
  });
  return body.result;
}

export const transactionsQuery = (query: Partial<TransactionsQuery>) =>
  queryOptions({
    queryKey: walletKeys.transactions(query),
    queryFn: ({ signal }) => getTransactions(query, signal),
    placeholderData: keepPreviousData,
  });

export function useTransactions(query: Partial<TransactionsQuery>) {
  return useQuery(transactionsQuery(query));
}
