import { queryOptions, useQuery } from '@tanstack/react-query';
import { moneyPaths, type Payment, type zPaymentResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { paymentsKeys } from './payments-keys';

/** One payment of the user, as the server verified it (status, reason, reference). */
export async function getPayment(pid: string, signal?: AbortSignal): Promise<Payment> {
  const body = await request<Infer<typeof zPaymentResponse>>({
    endpoint: moneyPaths.payment.detail(pid),
    signal,
  });
  return body.result;
}

export const paymentQuery = (pid: string) =>
  queryOptions({
    queryKey: paymentsKeys.detail(pid),
    queryFn: ({ signal }) => getPayment(pid, signal),
    staleTime: 0,
  });

export function usePayment(pid: string | null) {
  return useQuery({ ...paymentQuery(pid ?? ''), enabled: Boolean(pid) });
}
