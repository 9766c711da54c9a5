import { type ChatSession, chatPaths, type zChatSessionMutationResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';

/** Ends a session for both sides: the completed session, and the server's Persian confirmation. */
export async function endSession(
  sessionPid: string,
  reason: string | null,
): Promise<{ session: ChatSession; message: string }> {
  const body = await request<Infer<typeof zChatSessionMutationResponse>>({
    endpoint: chatPaths.chat.endSession(sessionPid),
    method: 'POST',
    data: { reason },
  });
  const { message, ...session } = body.result;
  return { session, message };
}
