import { type ChatSession, chatPaths, type zChatSessionMutationResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';

/** The client rates an ended chat, once: the rated session (the API client toasts the server's thanks, a 201). */
export async function rateSession(sessionPid: string, rating: number, comment: string): Promise<ChatSession> {
  const body = await request<Infer<typeof zChatSessionMutationResponse>>({
    endpoint: chatPaths.chat.rateSession(sessionPid),
    method: 'POST',
    data: { rating, comment: comment.trim() || null },
  });
  const { message: _message, ...session } = body.result;
  return session;
}
