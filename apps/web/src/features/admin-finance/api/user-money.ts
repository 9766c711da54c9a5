import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { moneyPaths, type zUserLedgerResponse, type zUserWalletResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { financeKeys } from './finance-keys';

export const LEDGER_PAGE_SIZE = 10;

/** A user's wallet as the admin sees it: balance, held coins, totals. */
export async function getUserWallet(pid: string, signal?: AbortSignal) {
  const body = await request<Infer<typeof zUserWalletResponse>>({
    endpoint: moneyPaths.admin.userWallet(pid),
    signal,
  });
  return body.result;
}

export function useUserWallet(pid: string) {
  return useQuery({
    queryKey: financeKeys.userWallet(pid),
    queryFn: ({ signal }) => getUserWallet(pid, signal),
  });
}

/** A user's ledger entries, newest first. */
export async function getUserLedger(pid: string, page: number, signal?: AbortSignal) {
  const body = await request<Infer<typeof zUserLedgerResponse>>({
    endpoint: moneyPaths.admin.userLedger(pid),
    params: { page, page_size: LEDGER_PAGE_SIZE },
    signal,
  });
  return body.result;
}

export function useUserLedger(pid: string, page: number) {
  return useQuery({
    queryKey: financeKeys.userLedger(pid, page),
    queryFn: ({ signal }) => getUserLedger(pid, page, signal),
    placeholderData: keepPreviousData,
  });
}
