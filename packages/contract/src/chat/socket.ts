import { z } from 'zod';
import { zChatAttachment, zChatCitation, zChatClientMessageId } from './sessions.ts';
import {
  CHAT_MESSAGE_TYPES,
  CHAT_RULES,
  CHAT_SESSION_STATUSES,
  SENDABLE_MESSAGE_TYPES,
} from './vocabulary.ts';

// The chat WebSocket at /ws/chat/{session_pid}/{chat_type}/?token=ACCESS (api-conventions.md).

/** The socket's path, relative to the ws host (chat_type: consultant or ai). */
export const chatSocketPath = (sessionPid: string, chatType: string, token: string) =>
  `/ws/chat/${encodeURIComponent(sessionPid)}/${encodeURIComponent(chatType)}/?token=${encodeURIComponent(token)}`;

// ---------------------------------------------------------------------------------------------
// Client -> server.
// ---------------------------------------------------------------------------------------------

export const zClientPingFrame = z.object({ type: z.literal('ping') });
export const zClientChatMessageFrame = z.object({
  type: z.literal('chat.message'),
  message: z.string().max(CHAT_RULES.maxMessageLength),
  message_type: z.enum(SENDABLE_MESSAGE_TYPES).default('text'),
  client_id: zChatClientMessageId.optional(),
});
export const zClientTypingFrame = z.object({ type: z.literal('chat.typing'), is_typing: z.boolean() });
export const zClientReadFrame = z.object({ type: z.literal('chat.read') });

export const zClientFrame = z.discriminatedUnion('type', [
  zClientPingFrame,
  zClientChatMessageFrame,
  zClientTypingFrame,
  zClientReadFrame,
]);
export type ClientFrame = z.input<typeof zClientFrame>;

// ---------------------------------------------------------------------------------------------
// Server -> client.
// ---------------------------------------------------------------------------------------------

export const zPongFrame = z.object({ type: z.literal('pong') });

/** A stored message; `id` is its pid, so a reloaded history never shows it twice. */
export const zServerChatMessageFrame = z.object({
  type: z.literal('chat.message'),
  id: z.string(),
  session: z.string(),
  /** The sender's pid; null for the AI assistant and system messages. */
  sender: z.string().nullable(),
  sender_name: z.string(),
  message: z.string(),
  message_type: z.enum(CHAT_MESSAGE_TYPES),
  is_ai: z.boolean(),
  is_system: z.boolean(),
  attachment: zChatAttachment.nullable(),
  citations: z.array(zChatCitation),
  /** The sender's own id for the message, so its pending bubble is replaced; null when none was given. */
  client_id: z.string().nullable().optional(),
  /** ISO 8601, the message's created_at. */
  timestamp: z.string(),
});

/** Another participant started or stopped typing; also `is_typing: true` while the AI assistant writes. */
export const zUserTypingFrame = z.object({
  type: z.literal('user_typing'),
  /** The typist's pid, or 'ai' for the assistant. */
  user: z.string(),
  user_name: z.string(),
  is_typing: z.boolean(),
});

/** A participant read the session: their side's unread counter is now zero. */
export const zMessageReadFrame = z.object({
  type: z.literal('message_read'),
  /** The reader's pid. */
  reader: z.string(),
  session: z.string(),
  /** The reader's side. */
  side: z.enum(['client', 'consultant']),
  unread_client_messages: z.number().int(),
  unread_consultant_messages: z.number().int(),
  read_at: z.string(),
});

/** The session ended (by a participant or when its time ran out); sending is refused from now on. */
export const zSessionEndedFrame = z.object({
  type: z.literal('session_ended'),
  session: z.string(),
  status: z.enum(CHAT_SESSION_STATUSES),
  end_reason: z.string().nullable(),
  ended_at: z.string(),
});

/**
 * A problem with the connection or the last frame. Before a 4401/4403 close: `token_not_valid`,
 * `permission_denied`. Otherwise the socket stays open: `conflict` (session over), `validation_error`,
 * `throttled`, `payment_required`, `server_error`.
 */
export const zChatErrorFrame = z.object({
  type: z.literal('chat.error'),
  code: z.string(),
  message: z.string(),
});

export const zServerFrame = z.discriminatedUnion('type', [
  zPongFrame,
  zServerChatMessageFrame,
  zUserTypingFrame,
  zMessageReadFrame,
  zSessionEndedFrame,
  zChatErrorFrame,
]);

export type ServerFrame = z.infer<typeof zServerFrame>;
export type ServerChatMessageFrame = z.infer<typeof zServerChatMessageFrame>;
export type UserTypingFrame = z.infer<typeof zUserTypingFrame>;
export type MessageReadFrame = z.infer<typeof zMessageReadFrame>;
export type SessionEndedFrame = z.infer<typeof zSessionEndedFrame>;
export type ChatErrorFrame = z.infer<typeof zChatErrorFrame>;
