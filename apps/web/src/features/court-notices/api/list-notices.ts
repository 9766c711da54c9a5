import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CourtNoticeListQuery, notificationPaths, type zCourtNoticePage } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { noticeKeys } from './notice-keys';

export type NoticePage = Infer<typeof zCourtNoticePage>['result'];
export type NoticeListParams = Partial<CourtNoticeListQuery> & { page: number; page_size: number };

/** The office's notices (the important ones from their own list); empty values are left out of the query. */
export async function listNotices(params: NoticeListParams, signal?: AbortSignal): Promise<NoticePage> {
  const { is_important, ...rest } = params;
  const important = is_important === 'true';
  const query = Object.fromEntries(
    Object.entries(important ? rest : params).filter(([, value]) => value !== undefined && value !== ''),
  );
  const body = await request<Infer<typeof zCourtNoticePage>>({
    endpoint: important ? notificationPaths.importantNotices : notificationPaths.notices,
    params: query,
    signal,
  });
  return body.result;
}

export const noticesQuery = (params: NoticeListParams) =>
  queryOptions({
    queryKey: noticeKeys.list(params),
    queryFn: ({ signal }) => listNotices(params, signal),
    placeholderData: keepPreviousData,
  });

export function useNotices(params: NoticeListParams) {
  return useQuery(noticesQuery(params));
}
