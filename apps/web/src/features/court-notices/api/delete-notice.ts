import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationPaths } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import { noticeKeys } from './notice-keys';

/** Deletes a notice and its files (204). */
export function deleteNotice(pid: string): Promise<unknown> {
  return request({ endpoint: notificationPaths.deleteNotice(pid), method: 'DELETE' });
}

export function useDeleteNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotice,
    onSuccess: (_result, pid) => {
      queryClient.removeQueries({ queryKey: noticeKeys.detail(pid) });
      return queryClient.invalidateQueries({ queryKey: noticeKeys.all });
    },
  });
}
