import { queryOptions, useQuery } from '@tanstack/react-query';
import { moneyPaths, type SmsPackage, type zSmsPackagesResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { smsCreditKeys } from './sms-credit-keys';

/** The SMS packages on sale, priced in coins. */
export async function getSmsPackages(signal?: AbortSignal): Promise<SmsPackage[]> {
  const body = await request<Infer<typeof zSmsPackagesResponse>>({
    endpoint: moneyPaths.messaging.packages,
    signal,
  });
  return body.result;
}

export const smsPackagesQuery = queryOptions({
  queryKey: smsCreditKeys.packages,
  queryFn: ({ signal }) => getSmsPackages(signal),
  staleTime: 5 * 60_000,
});

export function useSmsPackages() {
  return useQuery(smsPackagesQuery);
}
