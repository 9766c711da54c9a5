import { useQuery } from '@tanstack/react-query';
import { notificationPaths, type zUnreadNoticeCountResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { noticeKeys } from './notice-keys';

export async function getUnreadNoticeCount(signal?: AbortSignal): Promise<number> {
  const body = await request<Infer<typeof zUnreadNoticeCountResponse>>({
    endpoint: notificationPaths.unreadNoticeCount,
    signal,
  });
  return body.result.count;
}

export function useUnreadNoticeCount() {
  return useQuery({
    queryKey: noticeKeys.unreadCount,
    queryFn: ({ signal }) => getUnreadNoticeCount(signal),
  });
}
