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
    onSuccess: async () => {
      // A court notice's alarm seen reads the notice too. The notice's page, opened by the same click, may be
      // reading it already: an answer the server gave before the seen would show it unread, and a first
      // fetch is not restarted by an invalidation, so it is dropped first.
      await queryClient.cancelQueries({ queryKey: noticeKeys.all });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: alarmKeys.all }),
        queryClient.invalidateQueries({ queryKey: noticeKeys.all }),
      ]);
    },
  });
}
