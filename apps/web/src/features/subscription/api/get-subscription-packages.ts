import { queryOptions, useQuery } from '@tanstack/react-query';
import { moneyPaths, type SubscriptionPackage, type zSubscriptionPackagesResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { subscriptionKeys } from './subscription-keys';

/** The subscription packages on sale. */
export async function getSubscriptionPackages(signal?: AbortSignal): Promise<SubscriptionPackage[]> {
  const body = await request<Infer<typeof zSubscriptionPackagesResponse>>({
    endpoint: moneyPaths.subscription.packages,
    signal,
  });
  return body.result;
}

export const subscriptionPackagesQuery = queryOptions({
  queryKey: subscriptionKeys.packages,
  queryFn: ({ signal }) => getSubscriptionPackages(signal),
  staleTime: 5 * 60_000,
});

export function useSubscriptionPackages() {
  return useQuery(subscriptionPackagesQuery);
}
