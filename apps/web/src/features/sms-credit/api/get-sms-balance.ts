import { queryOptions, useQuery } from '@tanstack/react-query';
import { moneyPaths, type SmsBalance, type zSmsBalanceResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { smsCreditKeys } from './sms-credit-keys';

/** SMS credits left, bought and used. */
export async function getSmsBalance(signal?: AbortSignal): Promise<SmsBalance> {
  const body = await request<Infer<typeof zSmsBalanceResponse>>({
    endpoint: moneyPaths.messaging.balance,
    signal,
  });
  return body.result;
}

export const smsBalanceQuery = queryOptions({
  queryKey: smsCreditKeys.balance,
  queryFn: ({ signal }) => getSmsBalance(signal),
});

export function useSmsBalance() {
  return useQuery(smsBalanceQuery);
}
