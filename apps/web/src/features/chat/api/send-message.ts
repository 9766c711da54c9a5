import {
  type ChatMessage,
  chatPaths,
  type SendableMessageType,
  type zChatMessageResponse,
} from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';

/**
 * The fallback of a socket `chat.message` while the socket is closed (product-spec section 5). Silent:
 * the room keeps the message pending and says why itself. With `clientId`, a retry is stored once.
 */
export async function sendMessage(
  sessionPid: string,
  content: string,
  options: { clientId?: string; messageType?: SendableMessageType } = {},
): Promise<ChatMessage> {
  const body = await request<Infer<typeof zChatMessageResponse>>({
    endpoint: chatPaths.chat.messages,
    method: 'POST',
    data: {
      chat_session: sessionPid,
      content,
      message_type: options.messageType ?? 'text',
      ...(options.clientId ? { client_id: options.clientId } : {}),
    },
    silent: true,
  });
  return body.result;
}
