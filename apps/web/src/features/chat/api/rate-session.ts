import { type ChatSession, chatPaths, type zChatSessionMutationResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';

/** The client rates an ended chat, once: the rated session and the server's Persian thanks. */
export async function rateSession(
  sessionPid: string,
  rating: number,
  comment: string,
): Promise<{ session: ChatSession; message: string }> {
  const body = await request<Infer<typeof zChatSessionMutationResponse>>({
    endpoint: chatPaths.chat.rateSession(sessionPid),
    method: 'POST',
    data: { rating, comment: comment.trim() || null },
  });
  const { message, ...session } = body.result;
  return { session, message };
}
