import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moneyPaths, type zSubscribeResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { notifySuccess } from '@/lib/notify';
import { subscriptionKeys } from './subscription-keys';

export type CancelResult = Infer<typeof zSubscribeResponse>['result'];

/** Stops the renewal; the subscription stays in force until its end date. */
export async function cancelSubscription(pid: string): Promise<CancelResult> {
  const body = await request<Infer<typeof zSubscribeResponse>>({
    endpoint: moneyPaths.subscription.cancel(pid),
    method: 'POST',
  });
  return body.result;
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    // The answer is a 200, which the API client does not announce: its sentence is shown here.
    onSuccess: (result) => {
      notifySuccess(result.message);
      return queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
    },
  });
}
