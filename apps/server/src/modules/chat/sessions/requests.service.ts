import {
  CHAT_RULES,
  type ChatRequest,
  type ChatSide,
  type zChatRequestListQuery,
  type zCreateChatRequest,
  type zRespondChatRequest,
} from '@vakilyar/contract';
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { conflict, fieldError, notFound } from '../../../core/errors.ts';
import { newPid } from '../../../core/ids.ts';
import { orderingFor, pageWindow } from '../../../core/paging.ts';
import type { Db, Executor } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/pg-errors.ts';
import { cancelJob, scheduleJob } from '../../../jobs/jobs.ts';
import type { Actor } from '../../auth/actor.ts';
import { chargeHold, holdFee, releaseHold } from '../../wallet/holds.service.ts';
import { chatAlarmTexts, chatTexts } from '../chat.messages.ts';
import { alarm, chatLinks } from '../chat-alarms.ts';
import { displayName, userBrief, usersById } from '../chat-users.ts';
import { publishedConsultant } from '../consultant/profiles.ts';
import { consultantProfiles } from '../tables/consultants.ts';
import { chatSessions, chatRequests as r } from '../tables/sessions.ts';
import { openSession } from './lifecycle.ts';
import { storeOpeningMessages, storeSystemMessage } from './message-store.ts';
import { presentRequest, type RequestRow } from './present.ts';

type CreateInput = z.output<typeof zCreateChatRequest>;
type RespondInput = z.output<typeof zRespondChatRequest>;
type ListQuery = z.output<typeof zChatRequestListQuery>;

export const REQUEST_EXPIRE_TASK = 'chat.request_expire';
const expireJobKey = (pid: string) => `chat-request-expire:${pid}`;

/** Schedules a pending request's expiry, in the caller's transaction. */
export const scheduleRequestExpiry = (tx: Executor, pid: string, expiresAt: Date) =>
  scheduleJob(tx, REQUEST_EXPIRE_TASK, { request: pid }, { runAt: expiresAt, jobKey: expireJobKey(pid) });

/** A pending request returns its hold and ends in `status`, in the caller's transaction. */
async function closePending(
  tx: Executor,
  request: RequestRow,
  status: 'rejected' | 'expired' | 'cancelled',
  responseMessage?: string | null,
) {
  if (request.holdPid) await releaseHold(tx, request.holdPid);
  const [row] = await tx
    .update(r)
    .set({
      status,
      ...(status === 'rejected' ? { respondedAt: sql`now()`, responseMessage: responseMessage ?? null } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(r.id, request.id))
    .returning();
  return row ?? request;
}

/**
 * Chat requests (spec section 4): a client asks a consultant for a live session and the consultant's
 * chat fee is held; the consultant accepts (the session opens, the fee is charged) or rejects (the fee
 * returns); unanswered, the request expires after 30 minutes and the fee returns.
 */
export function createRequestsService(db: Db) {
  async function present(rows: RequestRow[], userId: number): Promise<ChatRequest[]> {
    const sessionIds = rows.flatMap((row) => (row.sessionId ? [row.sessionId] : []));
    const [people, sessions] = await Promise.all([
      usersById(
        db,
        rows.flatMap((row) => [row.clientId, row.consultantId]),
      ),
      sessionIds.length
        ? db
            .select({ id: chatSessions.id, pid: chatSessions.pid })
            .from(chatSessions)
            .where(inArray(chatSessions.id, sessionIds))
        : [],
    ]);
    const sessionPid = new Map(sessions.map((s) => [s.id, s.pid]));
    return rows.map((row) => {
      const side: ChatSide = row.clientId === userId ? 'client' : 'consultant';
      return presentRequest(
        row,
        side,
        people,
        row.sessionId ? (sessionPid.get(row.sessionId) ?? null) : null,
      );
    });
  }

  const presentOne = async (row: RequestRow, userId: number) => {
    const [one] = await present([row], userId);
    if (!one) throw new Error('request presentation failed');
    return one;
  };

  /** Holds the consultant's current chat fee; the same Idempotency-Key again answers the first request. */
  async function create(actor: Actor, input: CreateInput, clientKey?: string) {
    const key = clientKey ? `chat-request:${actor.userId}:${clientKey}` : null;
    if (key) {
      const [existing] = await db.select().from(r).where(eq(r.idempotencyKey, key));
      if (existing) return presentOne(existing, actor.userId);
    }
    const consultant = await publishedConsultant(db, input.consultant);
    if (consultant.user.id === actor.userId) throw fieldError('consultant', chatTexts.cannotRequestSelf);
    if (!consultant.profile.isAvailable) throw conflict(chatTexts.consultantUnavailable);
    const pid = newPid();
    const fee = consultant.profile.chatFee;
    const expiresAt = new Date(Date.now() + CHAT_RULES.chatRequestTtlMinutes * 60_000);
    try {
      const row = await db.transaction(async (tx) => {
        const hold =
          fee > 0
            ? await holdFee(tx, {
                payerId: actor.userId,
                payeeId: consultant.user.id,
                coins: fee,
                reference: { type: 'chat_request', pid },
                idempotencyKey: `chat-request:${pid}`,
              })
            : null;
        const [inserted] = await tx
          .insert(r)
          .values({
            pid,
            clientId: actor.userId,
            consultantId: consultant.user.id,
            title: input.title ?? chatTexts.defaultRequestTitle(displayName(consultant.user)),
            message: input.message,
            heldAmount: fee,
            holdPid: hold?.pid ?? null,
            idempotencyKey: key,
            expiresAt,
          })
          .returning();
        if (!inserted) throw new Error('request insert returned nothing');
        await scheduleRequestExpiry(tx, pid, expiresAt);
        await alarm(tx, {
          userId: consultant.user.id,
          kind: 'chat',
          title: chatAlarmTexts.newChatRequest(displayName(actor)),
          body: input.message.slice(0, 200),
          link: chatLinks.requests,
        });
        return inserted;
      });
      return presentOne(row, actor.userId);
    } catch (error) {
      if (key && isUniqueViolation(error)) {
        const [existing] = await db.select().from(r).where(eq(r.idempotencyKey, key));
        if (existing) return presentOne(existing, actor.userId);
      }
      throw error;
    }
  }

  async function list(actor: Actor, query: ListQuery, options: { pendingForConsultant?: boolean } = {}) {
    const me = actor.userId;
    const where = and(
      options.pendingForConsultant
        ? and(eq(r.consultantId, me), eq(r.status, 'pending'))
        : query.role === 'client'
          ? eq(r.clientId, me)
          : query.role === 'consultant'
            ? eq(r.consultantId, me)
            : or(eq(r.clientId, me), eq(r.consultantId, me)),
      query.status && !options.pendingForConsultant ? eq(r.status, query.status) : undefined,
    ) as SQL;
    const order = orderingFor(
      { created_at: r.createdAt, expires_at: r.expiresAt, status: r.status },
      query.ordering,
      options.pendingForConsultant ? [asc(r.expiresAt), asc(r.id)] : [desc(r.createdAt), desc(r.id)],
    );
    const { limit, offset } = pageWindow(query);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(r)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(r).where(where),
    ]);
    return { count: total?.n ?? 0, results: await present(rows, me) };
  }

  /** A request addressed to this consultant, locked; anyone else's is a 404. */
  async function ownRequest(tx: Executor, consultantId: number, pid: string) {
    const [row] = await tx
      .select()
      .from(r)
      .where(and(eq(r.pid, pid), eq(r.consultantId, consultantId)))
      .for('update');
    if (!row) throw notFound(chatTexts.requestNotFound);
    return row;
  }

  /**
   * The consultant's answer. Accepting opens the session (ends_at from the time limit) and charges the
   * fee: the whole hold, or a lower fee_amount after the difference returns; more than held is a 400.
   */
  async function respond(actor: Actor, pid: string, input: RespondInput) {
    const outcome = await db.transaction(async (tx) => {
      const request = await ownRequest(tx, actor.userId, pid);
      if (request.status !== 'pending') throw conflict(chatTexts.requestAlreadyAnswered);
      if (request.expiresAt.getTime() <= Date.now()) {
        return { expired: await closePending(tx, request, 'expired') };
      }
      await cancelJob(tx, expireJobKey(pid));
      const consultantName = displayName(actor);
      if (input.status === 'rejected') {
        const row = await closePending(tx, request, 'rejected', input.response_message);
        await alarm(tx, {
          userId: request.clientId,
          kind: 'chat',
          title: chatAlarmTexts.chatRejected(consultantName),
          body: input.response_message ?? undefined,
          link: chatLinks.chats,
        });
        return { row, message: chatTexts.requestRejected };
      }
      const fee = input.fee_amount ?? request.heldAmount;
      if (fee > request.heldAmount)
        throw fieldError('fee_amount', chatTexts.feeAboveHeld(request.heldAmount));
      const holdPid = await chargeFee(tx, request, fee);
      const [profile] = await tx
        .select({ minutes: consultantProfiles.defaultTimeLimitMinutes })
        .from(consultantProfiles)
        .where(eq(consultantProfiles.userId, actor.userId));
      const minutes = input.time_limit_minutes ?? profile?.minutes ?? 30;
      const session = await openSession(tx, {
        kind: 'consultant',
        title: request.title,
        clientId: request.clientId,
        consultantId: request.consultantId,
        requestId: request.id,
        feeAmount: fee,
        holdPid,
        timeLimitSeconds: minutes * 60,
      });
      await storeOpeningMessages(tx, session, request, await userBrief(tx, request.clientId), {
        id: actor.userId,
        name: consultantName,
        responseMessage: input.response_message,
      });
      await storeSystemMessage(tx, session, chatTexts.sessionStarted(minutes));
      const [row] = await tx
        .update(r)
        .set({
          status: 'accepted',
          respondedAt: sql`now()`,
          responseMessage: input.response_message ?? null,
          feeAmount: fee,
          timeLimitMinutes: minutes,
          holdPid,
          sessionId: session.id,
          updatedAt: sql`now()`,
        })
        .where(eq(r.id, request.id))
        .returning();
      await alarm(tx, {
        userId: request.clientId,
        kind: 'chat',
        title: chatAlarmTexts.chatAccepted(consultantName),
        body: input.response_message ?? undefined,
        link: chatLinks.session(session.pid),
      });
      return { row: row ?? request, message: chatTexts.requestAccepted };
    });
    if ('expired' in outcome) throw conflict(chatTexts.requestExpired);
    return { ...(await presentOne(outcome.row, actor.userId)), message: outcome.message };
  }

  /**
   * Charges `fee` of the request's hold and answers the charged hold's pid (null when nothing is charged).
   * A lower fee returns the whole hold and holds the fee anew in the same transaction, so the wallet never
   * shows the coins as spendable in between.
   */
  async function chargeFee(tx: Executor, request: RequestRow, fee: number): Promise<string | null> {
    if (!request.holdPid) return null;
    if (fee === request.heldAmount) return (await chargeHold(tx, request.holdPid)).pid;
    await releaseHold(tx, request.holdPid);
    if (fee === 0) return null;
    const hold = await holdFee(tx, {
      payerId: request.clientId,
      payeeId: request.consultantId,
      coins: fee,
      reference: { type: 'chat_request', pid: request.pid },
      idempotencyKey: `chat-request:${request.pid}:fee`,
    });
    return (await chargeHold(tx, hold.pid)).pid;
  }

  /** The client withdraws a pending request; its hold returns. */
  async function cancel(actor: Actor, pid: string) {
    const row = await db.transaction(async (tx) => {
      const [request] = await tx
        .select()
        .from(r)
        .where(and(eq(r.pid, pid), eq(r.clientId, actor.userId)))
        .for('update');
      if (!request) throw notFound(chatTexts.requestNotFound);
      if (request.status !== 'pending') throw conflict(chatTexts.requestAlreadyAnswered);
      await cancelJob(tx, expireJobKey(pid));
      return closePending(tx, request, 'cancelled');
    });
    return { ...(await presentOne(row, actor.userId)), message: chatTexts.requestCancelled };
  }

  /** The 30-minute job: a request still pending expires and its hold returns. */
  async function runExpire(payload: unknown) {
    const pid = (payload as { request?: unknown } | null)?.request;
    if (typeof pid !== 'string') throw new Error('chat.request_expire: no request in the payload');
    await db.transaction(async (tx) => {
      const [request] = await tx.select().from(r).where(eq(r.pid, pid)).for('update');
      if (request?.status !== 'pending') return;
      await closePending(tx, request, 'expired');
      await alarm(tx, {
        userId: request.clientId,
        kind: 'chat',
        title: chatAlarmTexts.chatExpired,
        link: chatLinks.chats,
      });
    });
  }

  return { create, list, respond, cancel, runExpire };
}

export type RequestsService = ReturnType<typeof createRequestsService>;
