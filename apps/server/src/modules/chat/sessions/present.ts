import {
  CHAT_REQUEST_STATUS_LABELS,
  CHAT_SESSION_STATUS_LABELS,
  type ChatKind,
  type ChatMessage,
  type ChatMessageType,
  type ChatRequest,
  type ChatRequestStatus,
  type ChatSession,
  type ChatSessionStatus,
  type ChatSide,
  type ServerChatMessageFrame,
} from '@vakilyar/contract';
import { iso, titleSeenBy, type UserBrief, userRef } from '../chat-users.ts';
import type { chatRequests } from '../tables/sessions.ts';
import { type AttachmentRow, presentAttachment } from './attachments.ts';
import type { MessageRow, SessionRow } from './session-access.ts';

export type RequestRow = typeof chatRequests.$inferSelect;

const unknownUser = (id: number): UserBrief => ({ id, pid: '', firstName: '', lastName: '' });

export function presentMessage(
  row: MessageRow,
  sessionPid: string,
  sender: UserBrief | undefined,
  attachment: AttachmentRow | undefined,
): ChatMessage {
  return {
    pid: row.pid,
    session: sessionPid,
    sender: sender ? userRef(sender) : null,
    sender_name: row.senderName,
    content: row.content,
    message_type: row.messageType as ChatMessageType,
    is_ai: row.isAi,
    is_system: row.isSystem,
    attachment: attachment ? presentAttachment(row.pid, attachment) : null,
    citations: row.citations,
    client_id: row.clientMessageId,
    created_at: row.createdAt.toISOString(),
  };
}

/** The socket's chat.message frame of a stored message (its id is the message pid). */
export const messageFrame = (message: ChatMessage): ServerChatMessageFrame => ({
  type: 'chat.message',
  id: message.pid,
  session: message.session,
  sender: message.sender?.pid ?? null,
  sender_name: message.sender_name,
  message: message.content,
  message_type: message.message_type,
  is_ai: message.is_ai,
  is_system: message.is_system,
  attachment: message.attachment,
  citations: message.citations,
  client_id: message.client_id ?? null,
  timestamp: message.created_at,
});

export interface LastMessage {
  content: string;
  senderName: string;
  messageType: string;
  createdAt: Date;
}

export function presentSession(
  row: SessionRow,
  side: ChatSide,
  people: Map<number, UserBrief>,
  extra: { requestPid: string | null; last: LastMessage | null },
): ChatSession {
  const consultant =
    row.consultantId === null ? null : (people.get(row.consultantId) ?? unknownUser(row.consultantId));
  return {
    pid: row.pid,
    status: row.status as ChatSessionStatus,
    status_label: CHAT_SESSION_STATUS_LABELS[row.status as ChatSessionStatus],
    kind: row.kind as ChatKind,
    title: titleSeenBy(side, row.title, {
      client: people.get(row.clientId) ?? unknownUser(row.clientId),
      consultant,
    }),
    client: userRef(people.get(row.clientId) ?? unknownUser(row.clientId)),
    consultant: consultant ? userRef(consultant) : null,
    my_role: side,
    unread_client_messages: row.unreadClientMessages,
    unread_consultant_messages: row.unreadConsultantMessages,
    unread_count: side === 'client' ? row.unreadClientMessages : row.unreadConsultantMessages,
    time_limit_seconds: row.timeLimitSeconds,
    started_at: row.startedAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    ended_at: iso(row.endedAt),
    end_reason: row.endReason,
    ended_by: row.endedBy as ChatSession['ended_by'],
    fee_amount: row.feeAmount,
    ai_type: row.aiType,
    request: extra.requestPid,
    last_message: extra.last
      ? {
          content: extra.last.content,
          sender_name: extra.last.senderName,
          message_type: extra.last.messageType as ChatMessageType,
          created_at: extra.last.createdAt.toISOString(),
        }
      : null,
    rating:
      row.rating === null
        ? null
        : { rating: row.rating, comment: row.ratingComment, created_at: iso(row.ratedAt) ?? '' },
    created_at: row.createdAt.toISOString(),
  };
}

export function presentRequest(
  row: RequestRow,
  side: ChatSide,
  people: Map<number, UserBrief>,
  sessionPid: string | null,
): ChatRequest {
  return {
    pid: row.pid,
    status: row.status as ChatRequestStatus,
    status_label: CHAT_REQUEST_STATUS_LABELS[row.status as ChatRequestStatus],
    client: userRef(people.get(row.clientId) ?? unknownUser(row.clientId)),
    consultant: userRef(people.get(row.consultantId) ?? unknownUser(row.consultantId)),
    my_role: side,
    title: titleSeenBy(side, row.title, {
      client: people.get(row.clientId) ?? unknownUser(row.clientId),
      consultant: people.get(row.consultantId) ?? unknownUser(row.consultantId),
    }),
    message: row.message,
    held_amount: row.heldAmount,
    fee_amount: row.feeAmount,
    time_limit_minutes: row.timeLimitMinutes,
    response_message: row.responseMessage,
    responded_at: iso(row.respondedAt),
    expires_at: row.expiresAt.toISOString(),
    session: sessionPid ? { pid: sessionPid } : null,
    created_at: row.createdAt.toISOString(),
  };
}
