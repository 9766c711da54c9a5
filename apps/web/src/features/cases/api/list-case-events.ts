import { useQuery } from '@tanstack/react-query';
import { CALENDAR_API, type CalendarEvent, type zCalendarEventPage } from '@vakilyar/contract';
import { withPersianDigits } from '@/features/calendar/api/persian-event';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';

/** Enough for any one case's hearings and deadlines, past and coming. */
const CASE_EVENTS_PAGE = 100;

export async function listCaseEvents(casePid: string, signal?: AbortSignal): Promise<CalendarEvent[]> {
  const body = await request<Infer<typeof zCalendarEventPage>>({
    endpoint: CALENDAR_API.events.list,
    params: { case: casePid, ordering: 'starts_at', page: 1, page_size: CASE_EVENTS_PAGE },
    signal,
  });
  return body.result.results.map(withPersianDigits);
}

/**
 * The events of a case in time order: for the office, every event of its calendar linked to the case;
 * for a client, those shared with her. Under the calendar's key, so an event saved anywhere refreshes it.
 */
export function useCaseEvents(casePid: string) {
  return useQuery({
    queryKey: ['calendar', 'events', 'case', casePid],
    queryFn: ({ signal }) => listCaseEvents(casePid, signal),
  });
}
