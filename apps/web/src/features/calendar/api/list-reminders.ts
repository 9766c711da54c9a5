import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALENDAR_API, PAGE_SIZE_MAX, type zReminderPage } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { calendarKeys } from './calendar-keys';

export type ReminderPage = Infer<typeof zReminderPage>['result'];

/** An event's reminders that the user may see; each person keeps at most ten, so one page holds them. */
export async function listReminders(eventPid: string, signal?: AbortSignal): Promise<ReminderPage> {
  const body = await request<Infer<typeof zReminderPage>>({
    endpoint: CALENDAR_API.reminders.ofEvent(eventPid),
    params: { page_size: PAGE_SIZE_MAX },
    signal,
  });
  return body.result;
}

export const remindersQuery = (eventPid: string) =>
  queryOptions({
    queryKey: calendarKeys.reminders(eventPid),
    queryFn: ({ signal }) => listReminders(eventPid, signal),
  });

export function useReminders(eventPid: string) {
  return useQuery(remindersQuery(eventPid));
}
