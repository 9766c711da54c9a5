import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { moneyPaths, type PaymentsQuery, type zPaymentsResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { paymentsKeys } from './payments-keys';

export type PaymentsPage = Infer<typeof zPaymentsResponse>['result'];

/** A page of the user's card payments, newest first. */
export async function getPayments(
  query: Partial<PaymentsQuery>,
  signal?: AbortSignal,
): Promise<PaymentsPage> {
  const body = await request<Infer<typeof zPaymentsResponse>>({
    endpoint: moneyPaths.payment.list,
    params: query,
    signal,
  });
  return body.result;
}

export const paymentsQuery = (query: Partial<PaymentsQuery>) =>
  queryOptions({
    queryKey: paymentsKeys.list(query),
    queryFn: ({ signal }) => getPayments(query, signal),
    placeholderData: keepPreviousData,
  });

export function usePayments(query: Partial<PaymentsQuery>) {
  return useQuery(paymentsQuery(query));
}
