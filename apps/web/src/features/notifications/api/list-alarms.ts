import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationPaths, type zAlarmPage } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';

export type AlarmPage = Infer<typeof zAlarmPage>['result'];

/** How many alarms the bell shows, and how often it asks again: only a fallback, the stream pushes changes. */
export const BELL_PAGE_SIZE = 10;
export const BELL_POLL_MS = 5 * 60_000;

export const alarmKeys = { all: ['alarms'] as const, bell: ['alarms', 'bell'] as const };

/** The newest alarms and the unseen count; silent: the bell asks on every page by itself. */
export async function listAlarms(signal?: AbortSignal): Promise<AlarmPage> {
  const body = await request<Infer<typeof zAlarmPage>>({
    endpoint: notificationPaths.alarms,
    params: { page_size: BELL_PAGE_SIZE },
    signal,
    silent: true,
  });
  return body.result;
}

export const bellAlarmsQuery = queryOptions({
  queryKey: alarmKeys.bell,
  queryFn: ({ signal }) => listAlarms(signal),
  refetchInterval: BELL_POLL_MS,
});

export function useBellAlarms(enabled: boolean) {
  return useQuery({ ...bellAlarmsQuery, enabled });
}
