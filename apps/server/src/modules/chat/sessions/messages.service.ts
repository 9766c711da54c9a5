import type { ChatMessage, SendableMessageType, zChatMessageListQuery } from '@vakilyar/contract';
import { and, asc, count, desc, eq, gt, lt } from 'drizzle-orm';
import type { z } from 'zod';
import { conflict, notFound } from '../../../core/errors.ts';
import type { Db, Executor } from '../../../db/client.ts';
import type { Actor } from '../../auth/actor.ts';
import { chatTexts } from '../chat.messages.ts';
import { displayName, usersById } from '../chat-users.ts';
import type { ChatEvents } from '../socket/events.ts';
import { chatSessions, chatMessages as m } from '../tables/sessions.ts';
import { senderUpload, uploadsByPid } from './attachments.ts';
import { announceClosed, closeSession } from './lifecycle.ts';
import { storeMessageOnce } from './message-store.ts';
import { presentMessage } from './present.ts';
import {
  type MessageRow,
  participatesIn,
  type SessionRow,
  sessionByPid,
  sessionFor,
} from './session-access.ts';
import { createTextSender, type SentText } from './text-send.ts';

type HistoryQuery = z.output<typeof zChatMessageListQuery>;

export interface SendInput {
  chat_session: string;
  content: string;
  message_type: SendableMessageType;
  client_id?: string;
}

export interface SendOutcome {
  message: ChatMessage;
  /** false when the client id was already stored: the stored message, not broadcast again. */
  created: boolean;
}

export interface HistoryPage {
  count: number;
  results: ChatMessage[];
  /** The pid to pass as `before` for older messages, when there are any. */
  older: string | null;
  /** The pid to pass as `after` for newer messages, when there are any. */
  newer: string | null;
}

/**
 * Messages of a session: history for its participants, and sending, the same from the socket and from
 * the HTTP fallback: stored first (with the unread counter), then broadcast. A client's message in an
 * AI session is handed to the assistant.
 */
export function createMessagesService(
  db: Db,
  events: ChatEvents,
  onClientMessageInAiSession: (session: SessionRow, message: MessageRow, sender: Actor) => void,
) {
  const texts = createTextSender(db);

  async function presentRows(session: SessionRow, rows: MessageRow[]): Promise<ChatMessage[]> {
    const [people, uploads] = await Promise.all([
      usersById(
        db,
        rows.flatMap((r) => (r.senderId ? [r.senderId] : [])),
      ),
      uploadsByPid(
        db,
        rows.flatMap((r) => (r.attachmentPid ? [r.attachmentPid] : [])),
      ),
    ]);
    return rows.map((row) =>
      presentMessage(
        row,
        session.pid,
        row.senderId ? people.get(row.senderId) : undefined,
        row.attachmentPid ? uploads.get(row.attachmentPid) : undefined,
      ),
    );
  }

  async function cursorId(sessionId: number, pid: string): Promise<number> {
    const [row] = await db
      .select({ id: m.id })
      .from(m)
      .where(and(eq(m.sessionId, sessionId), eq(m.pid, pid)));
    if (!row) throw notFound(chatTexts.messageNotFound);
    return row.id;
  }

  /** A page of history, oldest first within the page (see zChatMessageListQuery for the cursors). */
  async function history(actor: Actor, sessionPid: string, query: HistoryQuery): Promise<HistoryPage> {
    const { session } = await sessionFor(db, actor.userId, sessionPid);
    const inSession = eq(m.sessionId, session.id);
    const size = query.page_size;
    let rows: MessageRow[];
    if (query.after) {
      const after = await cursorId(session.id, query.after);
      rows = await db
        .select()
        .from(m)
        .where(and(inSession, gt(m.id, after)))
        .orderBy(asc(m.id))
        .limit(size);
    } else {
      const before = query.before ? await cursorId(session.id, query.before) : undefined;
      const newestFirst = await db
        .select()
        .from(m)
        .where(and(inSession, before === undefined ? undefined : lt(m.id, before)))
        .orderBy(desc(m.id))
        .limit(size)
        .offset(before === undefined ? (query.page - 1) * size : 0);
      rows = newestFirst.reverse();
    }
    const first = rows[0];
    const last = rows.at(-1);
    const [[total], [older], [newer]] = await Promise.all([
      db.select({ n: count() }).from(m).where(inSession),
      first
        ? db
            .select({ id: m.id })
            .from(m)
            .where(and(inSession, lt(m.id, first.id)))
            .limit(1)
        : [],
      last
        ? db
            .select({ id: m.id })
            .from(m)
            .where(and(inSession, gt(m.id, last.id)))
            .limit(1)
        : [],
    ]);
    return {
      count: total?.n ?? 0,
      results: await presentRows(session, rows),
      older: older && first ? first.pid : null,
      newer: newer && last ? last.pid : null,
    };
  }

  async function storedByClientId(tx: Executor, sessionId: number, clientId: string | undefined) {
    if (!clientId) return undefined;
    const [row] = await tx
      .select()
      .from(m)
      .where(and(eq(m.sessionId, sessionId), eq(m.clientMessageId, clientId)));
    return row;
  }

  /**
   * Stores the caller's message, then broadcasts it; a session that is over is a 409. A client id the
   * session already holds answers the stored message (even after the session ended), stored once.
   */
  async function send(actor: Actor, input: SendInput): Promise<SendOutcome> {
    if (input.message_type === 'text') {
      const sent = await texts.send(actor, input.chat_session, input.content, input.client_id ?? null);
      if (sent) return { message: await announceText(actor, input.chat_session, sent), created: true };
    }
    const outcome = await db.transaction(async (tx) => {
      const { session, side } = await sessionFor(tx, actor.userId, input.chat_session, { lock: true });
      const retried = await storedByClientId(tx, session.id, input.client_id);
      if (retried) return { session, side, row: retried, created: false };
      if (session.status !== 'active') throw conflict(chatTexts.sessionClosed);
      // The time-limit job may not have run yet: the clock decides, and the session ends now.
      if (session.endsAt.getTime() <= Date.now()) {
        return { closed: await closeSession(tx, session, { by: 'system' }) };
      }
      const upload =
        input.message_type === 'text'
          ? null
          : await senderUpload(tx, actor.userId, input.content, input.message_type);
      const { row, created } = await storeMessageOnce(tx, session, {
        senderId: actor.userId,
        senderName: displayName(actor),
        content: upload ? upload.originalName : input.content,
        messageType: input.message_type,
        attachmentPid: upload?.pid ?? null,
        clientMessageId: input.client_id ?? null,
      });
      return { session, side, row, created };
    });
    if ('closed' in outcome) {
      if (outcome.closed) await announceClosed(events, outcome.closed);
      throw conflict(chatTexts.sessionClosed);
    }
    if (!outcome.created) {
      const [message] = await presentRows(outcome.session, [outcome.row]);
      if (!message) throw new Error('message presentation failed');
      return { message, created: false };
    }
    const message = await events.messageStored(outcome.session, outcome.row);
    if (outcome.session.kind === 'ai' && outcome.side === 'client') {
      onClientMessageInAiSession(outcome.session, outcome.row, actor);
    }
    return { message, created: true };
  }

  /** Broadcasts a text stored at once; the sender is the actor, so nothing more is read to present it. */
  async function announceText(actor: Actor, sessionPid: string, sent: SentText): Promise<ChatMessage> {
    const sender = { id: actor.userId, pid: actor.pid, firstName: actor.firstName, lastName: actor.lastName };
    const message = presentMessage(sent.row, sessionPid, sender, undefined);
    await events.messagePresented(message);
    if (sent.kind === 'ai' && sent.side === 'client') {
      const session = await sessionByPid(db, sessionPid);
      if (session) onClientMessageInAiSession(session, sent.row, actor);
    }
    return message;
  }

  /** The upload a message of one of the caller's sessions carries, or a 404. */
  async function attachmentOf(actor: Actor, messagePid: string) {
    const [found] = await db
      .select({ attachmentPid: m.attachmentPid })
      .from(m)
      .innerJoin(chatSessions, eq(chatSessions.id, m.sessionId))
      .where(and(eq(m.pid, messagePid), participatesIn(actor.userId)));
    const upload = found?.attachmentPid
      ? (await uploadsByPid(db, [found.attachmentPid])).get(found.attachmentPid)
      : undefined;
    if (!upload) throw notFound(chatTexts.attachmentNotFound);
    return upload;
  }

  return { history, send, attachmentOf };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
