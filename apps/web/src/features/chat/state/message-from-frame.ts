import type { ChatMessage, ServerChatMessageFrame } from '@vakilyar/contract';

/** «مریم احمدی نیک» -> first name «مریم», last name «احمدی نیک» (product-spec section 3). */
export function splitSenderName(senderName: string): { first_name: string; last_name: string } {
  const [first = '', ...rest] = senderName.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') };
}

/** A socket `chat.message` as the message the history endpoint would have returned. */
export function messageFromFrame(frame: ServerChatMessageFrame): ChatMessage {
  return {
    pid: frame.id,
    session: frame.session,
    sender: frame.sender === null ? null : { pid: frame.sender, ...splitSenderName(frame.sender_name) },
    sender_name: frame.sender_name,
    content: frame.message,
    message_type: frame.message_type,
    is_ai: frame.is_ai,
    is_system: frame.is_system,
    attachment: frame.attachment,
    citations: frame.citations,
    client_id: frame.client_id ?? null,
    created_at: frame.timestamp,
  };
}
