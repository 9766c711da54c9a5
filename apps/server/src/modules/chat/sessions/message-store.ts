import type { ChatMessageType } from '@vakilyar/contract';
import { eq, sql } from 'drizzle-orm';
import { newPid } from '../../../core/ids.ts';
import type { Executor } from '../../../db/client.ts';
import { chatTexts } from '../chat.messages.ts';
import { chatMessages, chatSessions, type StoredCitation } from '../tables/sessions.ts';
import type { MessageRow, SessionRow } from './session-access.ts';

export interface NewMessage {
  senderId: number | null;
  senderName: string;
  content: string;
  messageType: ChatMessageType;
  isAi?: boolean;
  isSystem?: boolean;
  attachmentPid?: string | null;
  citations?: StoredCitation[];
}

/**
 * Stores a message in the caller's transaction and counts it unread for whoever has not seen it: the
 * consultant's side for the client's words, the client's side for the consultant's, the assistant's and
 * the system's (a system message in a consultant session is news to both).
 */
export async function storeMessage(
  tx: Executor,
  session: SessionRow,
  input: NewMessage,
): Promise<MessageRow> {
  const [row] = await tx
    .insert(chatMessages)
    .values({
      pid: newPid(),
      sessionId: session.id,
      senderId: input.senderId,
      senderName: input.senderName,
      content: input.content,
      messageType: input.messageType,
      isAi: input.isAi ?? false,
      isSystem: input.isSystem ?? false,
      attachmentPid: input.attachmentPid ?? null,
      citations: input.citations ?? [],
    })
    .returning();
  if (!row) throw new Error('message insert returned nothing');
  const hasConsultant = session.kind === 'consultant';
  const fromClient = !row.isAi && !row.isSystem && row.senderId === session.clientId;
  const forClient = !fromClient;
  const forConsultant = hasConsultant && (fromClient || row.isSystem);
  await tx
    .update(chatSessions)
    .set({
      unreadClientMessages: forClient ? sql`${chatSessions.unreadClientMessages} + 1` : undefined,
      unreadConsultantMessages: forConsultant ? sql`${chatSessions.unreadConsultantMessages} + 1` : undefined,
      lastMessageAt: row.createdAt,
    })
    .where(eq(chatSessions.id, session.id));
  return row;
}

/** A message of the platform itself in the session (started, ended, time is up). */
export const storeSystemMessage = (tx: Executor, session: SessionRow, content: string) =>
  storeMessage(tx, session, {
    senderId: null,
    senderName: chatTexts.systemSenderName,
    content,
    messageType: 'system',
    isSystem: true,
  });
