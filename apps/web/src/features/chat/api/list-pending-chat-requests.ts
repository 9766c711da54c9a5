import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ChatRequest, chatPaths, type zChatRequestPage } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { chatKeys } from './chat-keys';

/** Chat requests addressed to me (a consultant) that wait for my answer, oldest first. */
export async function listPendingChatRequests(signal?: AbortSignal): Promise<ChatRequest[]> {
  const body = await request<Infer<typeof zChatRequestPage>>({
    endpoint: chatPaths.chat.pendingRequests,
    params: { page_size: 100 },
    signal,
  });
  return body.result.results;
}

export const pendingChatRequestsQuery = queryOptions({
  queryKey: chatKeys.pendingRequests,
  queryFn: ({ signal }) => listPendingChatRequests(signal),
  staleTime: 0,
  // A new request may come at any time; the consultant's page looks again every 15 seconds.
  refetchInterval: 15_000,
});

export function usePendingChatRequests() {
  return useQuery(pendingChatRequestsQuery);
}
