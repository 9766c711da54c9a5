import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { chatPaths, type zChatSessionPage } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { chatKeys } from './chat-keys';

export type SessionsPage = Infer<typeof zChatSessionPage>['result'];

export const SESSIONS_PAGE_SIZE = 20;

/**
 * My chat sessions, as client or consultant, with each one's unread count and last message. All of them
 * come from `sessions/my-sessions/`; only those with unread messages on my side from the spec's filtered
 * list, `sessions/?unread_only=true`.
 */
export async function listMySessions(
  page: number,
  unreadOnly: boolean,
  signal?: AbortSignal,
): Promise<SessionsPage> {
  const body = await request<Infer<typeof zChatSessionPage>>({
    endpoint: unreadOnly ? chatPaths.chat.sessions : chatPaths.chat.mySessions,
    params: { page, page_size: SESSIONS_PAGE_SIZE, ...(unreadOnly && { unread_only: 'true' }) },
    signal,
  });
  return body.result;
}

export const mySessionsQuery = (page: number, unreadOnly = false) =>
  queryOptions({
    queryKey: chatKeys.mySessions(page, unreadOnly),
    queryFn: ({ signal }) => listMySessions(page, unreadOnly, signal),
    placeholderData: keepPreviousData,
    // New sessions and unread messages arrive without a socket on this page: look on every visit and now and then.
    staleTime: 0,
    refetchInterval: 30_000,
  });

export function useMySessions(page: number, unreadOnly = false) {
  return useQuery(mySessionsQuery(page, unreadOnly));
}
