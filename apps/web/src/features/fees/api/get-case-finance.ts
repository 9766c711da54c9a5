import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CaseFinance, FEES_API, type zCaseFinanceResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { feeKeys } from './fee-keys';

export async function getCaseFinance(casePid: string, signal?: AbortSignal): Promise<CaseFinance> {
  const body = await request<Infer<typeof zCaseFinanceResponse>>({
    endpoint: FEES_API.caseFinance(casePid),
    signal,
  });
  return body.result;
}

export const caseFinanceQuery = (casePid: string) =>
  queryOptions({
    queryKey: feeKeys.caseFinance(casePid),
    queryFn: ({ signal }) => getCaseFinance(casePid, signal),
  });

/** Everything of one case's money: agreement, instalments, payments, expenses, time, totals, abilities. */
export function useCaseFinance(casePid: string) {
  return useQuery(caseFinanceQuery(casePid));
}
