import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CALENDAR_API } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import { calendarKeys } from './calendar-keys';

/** Stops the private feed: its address answers nothing from now on. */
export function disableFeed(): Promise<unknown> {
  return request({ endpoint: CALENDAR_API.settings.disableFeed, method: 'POST' });
}

export function useDisableFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableFeed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.settings }),
  });
}
