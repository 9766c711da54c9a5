import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ChatAllowance, chatPaths, type zChatAllowanceResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { chatKeys } from './chat-keys';

/** What my plan allows in chats now: AI chats a month and an AI session's length. */
export async function getChatAllowance(signal?: AbortSignal): Promise<ChatAllowance> {
  const body = await request<Infer<typeof zChatAllowanceResponse>>({
    endpoint: chatPaths.chat.activeSubscription,
    signal,
  });
  return body.result;
}

export const chatAllowanceQuery = queryOptions({
  queryKey: chatKeys.allowance,
  queryFn: ({ signal }) => getChatAllowance(signal),
});

export function useChatAllowance() {
  return useQuery(chatAllowanceQuery);
}
