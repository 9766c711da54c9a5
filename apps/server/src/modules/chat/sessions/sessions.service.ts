import type { ChatSession, zChatSessionListQuery, zRateChatSessionRequest } from '@vakilyar/contract';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { conflict } from '../../../core/errors.ts';
import { orderingFor, pageWindow } from '../../../core/paging.ts';
import type { Db } from '../../../db/client.ts';
import type { Actor } from '../../auth/actor.ts';
import { foldedSearch } from '../../office/search-sql.ts';
import { chatTexts } from '../chat.messages.ts';
import { usersById } from '../chat-users.ts';
import type { ChatEvents } from '../socket/events.ts';
import { chatMessages, chatRequests, chatSessions as s } from '../tables/sessions.ts';
import { announceClosed, closeSession } from './lifecycle.ts';
import { type LastMessage, presentSession } from './present.ts';
import { rateSession } from './rating.ts';
import { participatesIn, type SessionRow, sessionFor, sideOf } from './session-access.ts';

type SessionListQuery = z.output<typeof zChatSessionListQuery>;
type RateInput = z.output<typeof zRateChatSessionRequest>;

/** Sessions as their participants see them: lists, one session, read receipts and ending. */
export function createSessionsService(db: Db, events: ChatEvents) {
  /** Presents sessions with their people, request pid and last message, in a few queries. */
  async function presentMany(rows: SessionRow[], userId: number): Promise<ChatSession[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const requestIds = rows.flatMap((r) => (r.requestId ? [r.requestId] : []));
    const [people, requests, lasts] = await Promise.all([
      usersById(
        db,
        rows.flatMap((r) => [r.clientId, ...(r.consultantId ? [r.consultantId] : [])]),
      ),
      requestIds.length
        ? db
            .select({ id: chatRequests.id, pid: chatRequests.pid })
            .from(chatRequests)
            .where(inArray(chatRequests.id, requestIds))
        : [],
      db
        .selectDistinctOn([chatMessages.sessionId], {
          sessionId: chatMessages.sessionId,
          content: chatMessages.content,
          senderName: chatMessages.senderName,
          messageType: chatMessages.messageType,
          createdAt: chatMessages.createdAt,
        })
        .from(chatMessages)
        .where(inArray(chatMessages.sessionId, ids))
        .orderBy(chatMessages.sessionId, desc(chatMessages.id)),
    ]);
    const requestPid = new Map(requests.map((r) => [r.id, r.pid]));
    const last = new Map<number, LastMessage>(lasts.map((l) => [l.sessionId, l]));
    return rows.map((row) =>
      presentSession(row, sideOf(row, userId), people, {
        requestPid: row.requestId ? (requestPid.get(row.requestId) ?? null) : null,
        last: last.get(row.id) ?? null,
      }),
    );
  }

  const presentOne = async (row: SessionRow, userId: number) => {
    const [one] = await presentMany([row], userId);
    if (!one) throw new Error('session presentation failed');
    return one;
  };

  /** The caller's sessions, the latest conversation first; `unread_only=true` keeps those with news on their side. */
  async function list(actor: Actor, query: SessionListQuery) {
    const me = actor.userId;
    const unreadOnMySide = sql`(case when ${s.clientId} = ${me} then ${s.unreadClientMessages} else ${s.unreadConsultantMessages} end) > 0`;
    const where = and(
      participatesIn(me),
      query.unread_only === 'true' ? unreadOnMySide : undefined,
      query.status ? eq(s.status, query.status) : undefined,
      query.kind ? eq(s.kind, query.kind) : undefined,
      foldedSearch([s.title], query.search),
    ) as SQL;
    const activity = sql`coalesce(${s.lastMessageAt}, ${s.createdAt})`;
    const order = orderingFor(
      { created_at: s.createdAt, last_message_at: activity, ends_at: s.endsAt, status: s.status },
      query.ordering,
      [desc(activity), desc(s.id)],
    );
    const { limit, offset } = pageWindow(query);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(s)
        .where(where)
        .orderBy(...order, desc(s.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(s).where(where),
    ]);
    return { count: total?.n ?? 0, results: await presentMany(rows, me) };
  }

  async function get(actor: Actor, pid: string): Promise<ChatSession> {
    const { session } = await sessionFor(db, actor.userId, pid);
    return presentOne(session, actor.userId);
  }

  /** Zeroes the caller's side's unread counter (spec section 4) and tells the other side. */
  async function markRead(actor: Actor, pid: string): Promise<ChatSession> {
    const { session, side } = await sessionFor(db, actor.userId, pid);
    const [updated] = await db
      .update(s)
      .set(side === 'client' ? { unreadClientMessages: 0 } : { unreadConsultantMessages: 0 })
      .where(eq(s.id, session.id))
      .returning();
    const row = updated ?? session;
    await events.read(row, actor.pid, side);
    return presentOne(row, actor.userId);
  }

  /** A participant ends the session (status completed); a second end is a 409. */
  async function end(actor: Actor, pid: string, reason: string | null): Promise<ChatSession> {
    const closed = await db.transaction(async (tx) => {
      const { session, side } = await sessionFor(tx, actor.userId, pid, { lock: true });
      const result = await closeSession(tx, session, { by: side, reason });
      if (!result) throw conflict(chatTexts.sessionAlreadyEnded);
      return result;
    });
    await announceClosed(events, closed);
    return presentOne(closed.session, actor.userId);
  }

  async function rate(actor: Actor, pid: string, input: RateInput): Promise<ChatSession> {
    return presentOne(await rateSession(db, actor, pid, input), actor.userId);
  }

  return { list, get, markRead, end, rate, presentOne };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
