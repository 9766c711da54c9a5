import { queryOptions, useQuery } from '@tanstack/react-query';
import { moneyPaths, type Subscription, type zSubscriptionResponse } from '@vakilyar/contract';
import { isApiError } from '@/lib/api/api-error';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { subscriptionKeys } from './subscription-keys';

/**
 * The subscription in force, or null when there is none: the server's 404 `not_found` is an
 * answer here, not a failure, so the call is silent and the page shows its own message.
 */
export async function getCurrentSubscription(signal?: AbortSignal): Promise<Subscription | null> {
  try {
    const body = await request<Infer<typeof zSubscriptionResponse>>({
      endpoint: moneyPaths.subscription.current,
      signal,
      silent: true,
    });
    return body.result;
  } catch (error) {
    if (isApiError(error) && error.type === 'not_found') return null;
    throw error;
  }
}

export const currentSubscriptionQuery = queryOptions({
  queryKey: subscriptionKeys.current,
  queryFn: ({ signal }) => getCurrentSubscription(signal),
});

export function useCurrentSubscription(enabled = true) {
  return useQuery({ ...currentSubscriptionQuery, enabled });
}
