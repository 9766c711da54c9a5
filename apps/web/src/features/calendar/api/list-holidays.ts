import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALENDAR_API, type Holiday, type zHolidayPage } from '@vakilyar/contract';
import { useMemo } from 'react';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { calendarKeys } from './calendar-keys';

/** Official holidays between two days (`YYYY-MM-DD`); a month has a handful, so one page is enough. */
export async function listHolidays(from: string, to: string, signal?: AbortSignal): Promise<Holiday[]> {
  const body = await request<Infer<typeof zHolidayPage>>({
    endpoint: CALENDAR_API.holidays,
    params: { from, to, page_size: 100 },
    signal,
    silent: true,
  });
  return body.result.results;
}

export const holidaysQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: calendarKeys.holidays(from, to),
    queryFn: ({ signal }) => listHolidays(from, to, signal),
    staleTime: 60 * 60 * 1000,
  });

/** The holidays of the shown days by `YYYY-MM-DD`; none until they arrive (or if they cannot). */
export function useHolidays(from: string, to: string): ReadonlyMap<string, string> {
  const { data } = useQuery(holidaysQuery(from, to));
  return useMemo(() => {
    const holidays = new Map<string, string>();
    for (const { date, title } of data ?? []) {
      const earlier = holidays.get(date);
      holidays.set(date, earlier ? `${earlier}، ${title}` : title);
    }
    return holidays;
  }, [data]);
}
