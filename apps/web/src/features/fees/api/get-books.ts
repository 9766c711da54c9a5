import { useQuery } from '@tanstack/react-query';
import {
  FEES_API,
  type zIncomeResponse,
  type zReceivablesResponse,
  type zYearlyStatementResponse,
} from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { feeKeys } from './fee-keys';

const yearParams = (year?: number) => (year ? { year } : undefined);

/** What each client owes, those with overdue instalments first. */
export function useReceivables() {
  return useQuery({
    queryKey: feeKeys.receivables,
    queryFn: async ({ signal }) =>
      (await request<Infer<typeof zReceivablesResponse>>({ endpoint: FEES_API.books.receivables, signal }))
        .result,
  });
}

/** Fees received in each Jalali month of a year (the current one when none is given). */
export function useIncome(year?: number) {
  return useQuery({
    queryKey: feeKeys.income(year),
    queryFn: async ({ signal }) =>
      (
        await request<Infer<typeof zIncomeResponse>>({
          endpoint: FEES_API.books.income,
          params: yearParams(year),
          signal,
        })
      ).result,
  });
}

/** The yearly statement for the bar and the tax office. */
export function useYearlyStatement(year?: number) {
  return useQuery({
    queryKey: feeKeys.yearly(year),
    queryFn: async ({ signal }) =>
      (
        await request<Infer<typeof zYearlyStatementResponse>>({
          endpoint: FEES_API.books.yearly,
          params: yearParams(year),
          signal,
        })
      ).result,
  });
}
