import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationPaths, type zMarkNoticesReadResponse } from '@vakilyar/contract';
import { alarmKeys } from '@/features/notifications/api/list-alarms';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { noticeKeys } from './notice-keys';

type Marked = Infer<typeof zMarkNoticesReadResponse>['result'];

/** `mark-as-read/`: the named notices, for the signed-in user only. */
export async function markNoticesRead(pids: string[]): Promise<Marked> {
  const body = await request<Infer<typeof zMarkNoticesReadResponse>>({
    endpoint: notificationPaths.markNoticesRead,
    method: 'POST',
    data: { notification_ids: pids },
  });
  return body.result;
}

export async function markAllNoticesRead(): Promise<Marked> {
  const body = await request<Infer<typeof zMarkNoticesReadResponse>>({
    endpoint: notificationPaths.markAllNoticesRead,
    method: 'POST',
  });
  return body.result;
}

export function useMarkNoticesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNoticesRead,
    // A notice read sees its alarm in the bell too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: noticeKeys.all }),
        queryClient.invalidateQueries({ queryKey: alarmKeys.all }),
      ]),
  });
}

export function useMarkAllNoticesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNoticesRead,
    // A notice read sees its alarm in the bell too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: noticeKeys.all }),
        queryClient.invalidateQueries({ queryKey: alarmKeys.all }),
      ]),
  });
}
