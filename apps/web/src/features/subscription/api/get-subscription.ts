import { queryOptions, useQuery } from '@tanstack/react-query';
import { moneyPaths, type zSubscriptionResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { subscriptionKeys } from './subscription-keys';

/** One of my subscriptions, as `subscriptions/{pid}/` has it now. */
export async function getSubscription(pid: string, signal?: AbortSignal) {
  const body = await request<Infer<typeof zSubscriptionResponse>>({
    endpoint: moneyPaths.subscription.detail(pid),
    signal,
  });
  return body.result;
}

export const subscriptionQuery = (pid: string) =>
  queryOptions({
    queryKey: subscriptionKeys.detail(pid),
    queryFn: ({ signal }) => getSubscription(pid, signal),
  });

/** Fetched only while `pid` is set, that is while its detail is open. */
export function useSubscription(pid: string | null) {
  return useQuery({ ...subscriptionQuery(pid ?? ''), enabled: pid !== null });
}
