import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationPaths, type zBulkSeenResponse } from '@vakilyar/contract';
import { noticeKeys } from '@/features/court-notices/api/notice-keys';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { alarmKeys } from './list-alarms';

/** Marks the given alarms of the signed-in user seen. */
export async function markAlarmsSeen(pids: string[]) {
  const body = await request<Infer<typeof zBulkSeenResponse>>({
    endpoint: notificationPaths.alarmsBulkSeen,
    method: 'POST',
    data: { pids },
  });
  return body.result;
}

export function useMarkAlarmsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAlarmsSeen,
    onSuccess: () =>
      // A court notice's alarm seen reads the notice too.
      Promise.all([
        queryClient.invalidateQueries({ queryKey: alarmKeys.all }),
        queryClient.invalidateQueries({ queryKey: noticeKeys.all }),
      ]),
  });
}
