import type { ChatMessageType } from '@vakilyar/contract';
import { and, eq, sql } from 'drizzle-orm';
import { newPid } from '../../../core/ids.ts';
import type { Executor } from '../../../db/client.ts';
import { chatTexts } from '../chat.messages.ts';
import { displayName, type UserBrief } from '../chat-users.ts';
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
  /** The sender device's id: a second message with it in the same session is not stored. */
  clientMessageId?: string | null;
  /** When the words were written, if earlier than now (the client's request text). */
  createdAt?: Date;
  /** false for words the other side has already read (the request text the consultant answered). */
  countsUnread?: boolean;
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
  const { row } = await storeMessageOnce(tx, session, input);
  return row;
}

/**
 * Like storeMessage, but a message whose client id the session already holds is not stored again: the
 * stored one is answered with `created: false`. A concurrent retry waits on the unique index until the
 * first commits, then finds it.
 */
export async function storeMessageOnce(
  tx: Executor,
  session: SessionRow,
  input: NewMessage,
): Promise<{ row: MessageRow; created: boolean }> {
  const [inserted] = await tx
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
      clientMessageId: input.clientMessageId ?? null,
      createdAt: input.createdAt,
    })
    .onConflictDoNothing({ target: [chatMessages.sessionId, chatMessages.clientMessageId] })
    .returning();
  if (!inserted) {
    const [stored] = await tx
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.sessionId, session.id),
          eq(chatMessages.clientMessageId, input.clientMessageId ?? ''),
        ),
      );
    if (!stored) throw new Error('message insert returned nothing');
    return { row: stored, created: false };
  }
  const row = inserted;
  const counts = input.countsUnread ?? true;
  const hasConsultant = session.kind === 'consultant';
  const fromClient = !row.isAi && !row.isSystem && row.senderId === session.clientId;
  const forClient = counts && !fromClient;
  const forConsultant = counts && hasConsultant && (fromClient || row.isSystem);
  await tx
    .update(chatSessions)
    .set({
      unreadClientMessages: forClient ? sql`${chatSessions.unreadClientMessages} + 1` : undefined,
      unreadConsultantMessages: forConsultant ? sql`${chatSessions.unreadConsultantMessages} + 1` : undefined,
      lastMessageAt: row.createdAt,
    })
    .where(eq(chatSessions.id, session.id));
  return { row, created: true };
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

/**
 * The thread of a session opened from a request: the client's request text first (as she wrote it, at
 * the time she wrote it), then the consultant's words on accepting it, when there are any.
 */
export async function storeOpeningMessages(
  tx: Executor,
  session: SessionRow,
  request: { message: string; createdAt: Date },
  client: UserBrief,
  consultant: { id: number; name: string; responseMessage: string | null | undefined },
) {
  await storeMessage(tx, session, {
    senderId: client.id,
    senderName: displayName(client),
    content: request.message,
    messageType: 'text',
    createdAt: request.createdAt,
    countsUnread: false,
  });
  if (consultant.responseMessage) {
    await storeMessage(tx, session, {
      senderId: consultant.id,
      senderName: consultant.name,
      content: consultant.responseMessage,
      messageType: 'text',
    });
  }
}
