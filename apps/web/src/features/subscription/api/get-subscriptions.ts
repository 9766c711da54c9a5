import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { moneyPaths, type PageQuery, type zSubscriptionsResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { subscriptionKeys } from './subscription-keys';

export type SubscriptionsPage = Infer<typeof zSubscriptionsResponse>['result'];

/** Every subscription the user has had, newest first. */
export async function getSubscriptions(
  query: Partial<PageQuery>,
  signal?: AbortSignal,
): Promise<SubscriptionsPage> {
  const body = await request<Infer<typeof zSubscriptionsResponse>>({
    endpoint: moneyPaths.subscription.list,
    params: query,
    signal,
  });
  return body.result;
}

export const subscriptionsQuery = (query: Partial<PageQuery>) =>
  queryOptions({
    queryKey: subscriptionKeys.history(query),
    queryFn: ({ signal }) => getSubscriptions(query, signal),
    placeholderData: keepPreviousData,
  });

export function useSubscriptions(query: Partial<PageQuery>) {
  return useQuery(subscriptionsQuery(query));
}
