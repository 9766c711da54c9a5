import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ChatRequest, chatPaths, type zChatRequestPage } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { chatKeys } from './chat-keys';

/** The chat requests I sent that still wait for the consultant's answer. */
export async function listMyWaitingChatRequests(signal?: AbortSignal): Promise<ChatRequest[]> {
  const body = await request<Infer<typeof zChatRequestPage>>({
    endpoint: chatPaths.chat.requests,
    params: { role: 'client', status: 'pending', page_size: 50 },
    signal,
  });
  return body.result.results;
}

export const myWaitingChatRequestsQuery = queryOptions({
  queryKey: chatKeys.myRequests,
  queryFn: ({ signal }) => listMyWaitingChatRequests(signal),
  staleTime: 0,
  // An accepted request opens a session: look again now and then while one waits.
  refetchInterval: (query) => (query.state.data?.length ? 15_000 : false),
});

export function useMyWaitingChatRequests(enabled: boolean) {
  return useQuery({ ...myWaitingChatRequestsQuery, enabled });
}
