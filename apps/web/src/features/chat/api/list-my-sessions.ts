import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { chatPaths, type zChatSessionPage } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { chatKeys } from './chat-keys';

export type SessionsPage = Infer<typeof zChatSessionPage>['result'];

export const SESSIONS_PAGE_SIZE = 20;

/** My chat sessions, as client or consultant, with each one's unread count and last message. */
export async function listMySessions(page: number, signal?: AbortSignal): Promise<SessionsPage> {
  const body = await request<Infer<typeof zChatSessionPage>>({
    endpoint: chatPaths.chat.mySessions,
    params: { page, page_size: SESSIONS_PAGE_SIZE },
    signal,
  });
  return body.result;
}

export const mySessionsQuery = (page: number) =>
  queryOptions({
    queryKey: chatKeys.mySessions(page),
    queryFn: ({ signal }) => listMySessions(page, signal),
    placeholderData: keepPreviousData,
    // New sessions and unread messages arrive without a socket on this page: look on every visit and now and then.
    staleTime: 0,
    refetchInterval: 30_000,
  });

export function useMySessions(page: number) {
  return useQuery(mySessionsQuery(page));
}
