import { useQuery } from '@tanstack/react-query';
import { type CourtNotice, notificationPaths, type zCourtNoticeResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { noticeKeys } from './notice-keys';

export async function getNotice(pid: string, signal?: AbortSignal): Promise<CourtNotice> {
  const body = await request<Infer<typeof zCourtNoticeResponse>>({
    endpoint: notificationPaths.notice(pid),
    signal,
  });
  return body.result;
}

/** One notice; opening it does not mark it read (the page does, once it is shown). */
export function useNotice(pid: string) {
  return useQuery({ queryKey: noticeKeys.detail(pid), queryFn: ({ signal }) => getNotice(pid, signal) });
}
