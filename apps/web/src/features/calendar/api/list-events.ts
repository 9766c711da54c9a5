import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { CALENDAR_API, type CalendarEvent, type zCalendarEventPage } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import { fromOfficeWall } from '@/lib/format/office-time';
import type { Infer } from '@/lib/infer';
import { calendarKeys } from './calendar-keys';
import { withPersianDigits } from './persian-event';

export type EventPage = Infer<typeof zCalendarEventPage>['result'];

const RANGE_PAGE_SIZE = 100;
const AGENDA_PAGE_SIZE = 20;

async function getEventPage(params: Record<string, string | number>, signal?: AbortSignal) {
  const body = await request<Infer<typeof zCalendarEventPage>>({
    endpoint: CALENDAR_API.events.list,
    params,
    signal,
  });
  return { ...body.result, results: body.result.results.map(withPersianDigits) };
}

/** Every event that overlaps [from, to): a month grid needs them all, so it reads page after page. */
export async function listEventsInRange(
  from: Date,
  to: Date,
  signal?: AbortSignal,
): Promise<CalendarEvent[]> {
  const events: CalendarEvent[] = [];
  for (let page = 1; ; page++) {
    const result = await getEventPage(
      {
        from: fromOfficeWall(from).toISOString(),
        to: fromOfficeWall(to).toISOString(),
        page,
        page_size: RANGE_PAGE_SIZE,
      },
      signal,
    );
    events.push(...result.results);
    if (!result.next || result.results.length === 0) return events;
  }
}

/** Keyed by the instants asked for, as the call sends them: the same on every device, whatever its zone. */
export const eventsInRangeQuery = (from: Date, to: Date) =>
  queryOptions({
    queryKey: calendarKeys.range(fromOfficeWall(from).toISOString(), fromOfficeWall(to).toISOString()),
    queryFn: ({ signal }) => listEventsInRange(from, to, signal),
  });

/** The events a month or a week shows; the previous ones stay on screen while the next arrive. */
export function useEventsInRange(from: Date, to: Date) {
  return useQuery({ ...eventsInRangeQuery(from, to), placeholderData: keepPreviousData });
}

export interface AgendaParams {
  search: string;
  futureOnly: boolean;
}

/** The agenda: upcoming events from the soonest, or every event from the newest; a page at a time. */
export function useAgendaEvents({ search, futureOnly }: AgendaParams) {
  return useInfiniteQuery({
    queryKey: calendarKeys.agenda({ search, futureOnly }),
    queryFn: ({ pageParam, signal }) =>
      getEventPage(
        {
          page: pageParam,
          page_size: AGENDA_PAGE_SIZE,
          ordering: futureOnly ? 'starts_at' : '-starts_at',
          ...(futureOnly ? { future_events_only: 'true' } : {}),
          ...(search.trim() ? { search: search.trim() } : {}),
        },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.next ? pages.length + 1 : undefined),
  });
}
