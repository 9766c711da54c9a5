import { type ChatMessage, chatPaths, type zChatMessageResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';

/** The fallback of a socket `chat.message` while the socket is closed (product-spec section 5). */
export async function sendMessage(sessionPid: string, content: string): Promise<ChatMessage> {
  const body = await request<Infer<typeof zChatMessageResponse>>({
    endpoint: chatPaths.chat.messages,
    method: 'POST',
    data: { chat_session: sessionPid, content, message_type: 'text' },
  });
  return body.result;
}
