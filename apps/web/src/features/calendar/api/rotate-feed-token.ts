import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CALENDAR_API, type zFeedTokenResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { calendarKeys } from './calendar-keys';

export type FeedAddress = Infer<typeof zFeedTokenResponse>['result'];

/** Makes a new private feed address, shown this once; the previous one stops at once. */
export async function rotateFeedToken(): Promise<FeedAddress> {
  const body = await request<Infer<typeof zFeedTokenResponse>>({
    endpoint: CALENDAR_API.settings.rotateFeedToken,
    method: 'POST',
  });
  return body.result;
}

export function useRotateFeedToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateFeedToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.settings }),
  });
}
