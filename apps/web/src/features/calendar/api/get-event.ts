import { useQuery } from '@tanstack/react-query';
import { CALENDAR_API, type zCalendarEventResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { withPersianDigits } from './persian-event';

/** One event by pid, wherever it falls: an alarm's link (`/calendar?event=`) opens it. */
export async function getEvent(pid: string, signal?: AbortSignal) {
  const body = await request<Infer<typeof zCalendarEventResponse>>({
    endpoint: CALENDAR_API.events.detail(pid),
    signal,
  });
  return withPersianDigits(body.result);
}

export function useLinkedEvent(pid: string | null) {
  return useQuery({
    queryKey: ['calendar', 'events', 'one', pid],
    queryFn: ({ signal }) => getEvent(pid ?? '', signal),
    enabled: pid !== null,
    retry: false,
  });
}
