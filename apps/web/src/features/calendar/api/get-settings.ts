import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALENDAR_API, type CalendarSettings, type zCalendarSettingsResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { calendarKeys } from './calendar-keys';

export async function getCalendarSettings(signal?: AbortSignal): Promise<CalendarSettings> {
  const body = await request<Infer<typeof zCalendarSettingsResponse>>({
    endpoint: CALENDAR_API.settings.get,
    signal,
  });
  return body.result;
}

export const calendarSettingsQuery = queryOptions({
  queryKey: calendarKeys.settings,
  queryFn: ({ signal }) => getCalendarSettings(signal),
});

/** The user's calendar settings: default reminders and channel, SMS, working hours, the feed. */
export function useCalendarSettings() {
  return useQuery(calendarSettingsQuery);
}
