import {
  CHAT_RULES,
  type zAcceptConsultationRequest,
  type zAdminConsultationListQuery,
  type zConsultationListQuery,
  type zCreateConsultationRequest,
} from '@vakilyar/contract';
import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { conflict, fieldError } from '../../../core/errors.ts';
import { newPid } from '../../../core/ids.ts';
import { orderingFor, pageWindow } from '../../../core/paging.ts';
import type { Db, Executor } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/pg-errors.ts';
import { cancelJob, scheduleJob } from '../../../jobs/jobs.ts';
import type { Actor } from '../../auth/actor.ts';
import { chargeHold, holdFee, refundHold, releaseHold } from '../../wallet/holds.service.ts';
import { chatAlarmTexts, chatTexts } from '../chat.messages.ts';
import { alarm, chatLinks } from '../chat-alarms.ts';
import { displayName } from '../chat-users.ts';
import { publishedConsultant } from '../consultant/profiles.ts';
import { consultations as c } from '../tables/consultations.ts';
import { createConsultationOutcomes } from './consultation-outcomes.ts';
import { createConsultationStore } from './consultation-store.ts';
import type { ConsultationRow } from './present.ts';

type CreateInput = z.output<typeof zCreateConsultationRequest>;
type AcceptInput = z.output<typeof zAcceptConsultationRequest>;
type ListQuery = z.output<typeof zConsultationListQuery>;
type AdminListQuery = z.output<typeof zAdminConsultationListQuery>;

export const CONSULTATION_EXPIRE_TASK = 'chat.consultation_expire';
const expireJobKey = (pid: string) => `consultation-expire:${pid}`;

/**
 * Scheduled paid consultations: the fee is held at the request, charged on acceptance, released on
 * rejection, expiry (48 hours unanswered) or the client's cancelling, refunded when the consultant
 * cancels an accepted one; after completion the client rates it and may dispute it until the payout.
 */
export function createConsultationsService(db: Db) {
  const store = createConsultationStore(db);
  const { present, presentOne, answered, loadFor, loadAs, update } = store;
  async function request(actor: Actor, input: CreateInput, clientKey?: string) {
    const key = clientKey ? `consultation:${actor.userId}:${clientKey}` : null;
    if (key) {
      const [existing] = await db.select().from(c).where(eq(c.idempotencyKey, key));
      if (existing) return answered(existing, actor.userId, chatTexts.consultationRequested);
    }
    const consultant = await publishedConsultant(db, input.consultant);
    if (consultant.user.id === actor.userId) throw fieldError('consultant', chatTexts.cannotRequestSelf);
    if (!consultant.profile.isAvailable) throw conflict(chatTexts.consultantUnavailable);
    const times = input.preferred_times.map((t) => new Date(t));
    if (times.some((t) => t.getTime() <= Date.now()))
      throw fieldError('preferred_times', chatTexts.preferredTimePast);
    const pid = newPid();
    const fee = consultant.profile.consultationFee;
    const expiresAt = new Date(Date.now() + CHAT_RULES.consultationTtlHours * 3_600_000);
    try {
      const row = await db.transaction(async (tx) => {
        const hold =
          fee > 0
            ? await holdFee(tx, {
                payerId: actor.userId,
                payeeId: consultant.user.id,
                coins: fee,
                reference: { type: 'consultation', pid },
                idempotencyKey: `consultation:${pid}`,
              })
            : null;
        const [inserted] = await tx
          .insert(c)
          .values({
            pid,
            clientId: actor.userId,
            consultantId: consultant.user.id,
            kind: input.kind,
            subject: input.subject,
            description: input.description,
            preferredTimes: times,
            fee,
            holdPid: hold?.pid ?? null,
            idempotencyKey: key,
            expiresAt,
          })
          .returning();
        if (!inserted) throw new Error('consultation insert returned nothing');
        await scheduleJob(
          tx,
          CONSULTATION_EXPIRE_TASK,
          { consultation: pid },
          { runAt: expiresAt, jobKey: expireJobKey(pid) },
        );
        await alarm(tx, {
          userId: consultant.user.id,
          kind: 'consultation',
          title: chatAlarmTexts.newConsultation(displayName(actor)),
          body: input.subject,
          link: chatLinks.consultation(pid),
        });
        return inserted;
      });
      return answered(row, actor.userId, chatTexts.consultationRequested);
    } catch (error) {
      if (key && isUniqueViolation(error)) {
        const [existing] = await db.select().from(c).where(eq(c.idempotencyKey, key));
        if (existing) return answered(existing, actor.userId, chatTexts.consultationRequested);
      }
      throw error;
    }
  }

  async function list(actor: Actor, query: ListQuery, options: { pendingOnly?: boolean } = {}) {
    const me = actor.userId;
    const mine = options.pendingOnly
      ? and(eq(c.consultantId, me), eq(c.status, 'pending'))
      : query.role === 'client'
        ? eq(c.clientId, me)
        : query.role === 'consultant'
          ? eq(c.consultantId, me)
          : or(eq(c.clientId, me), eq(c.consultantId, me));
    const where = and(
      mine,
      query.status && !options.pendingOnly ? eq(c.status, query.status) : undefined,
    ) as SQL;
    return page(
      where,
      query,
      options.pendingOnly ? [asc(c.expiresAt), asc(c.id)] : [desc(c.createdAt), desc(c.id)],
      me,
    );
  }

  async function page(where: SQL | undefined, query: AdminListQuery, fallback: SQL[], me: number | null) {
    const order = orderingFor(
      { created_at: c.createdAt, scheduled_at: c.scheduledAt, status: c.status, fee: c.fee },
      query.ordering,
      fallback,
    );
    const { limit, offset } = pageWindow(query);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(c)
        .where(where)
        .orderBy(...order, desc(c.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(c).where(where),
    ]);
    return { count: total?.n ?? 0, results: await present(rows, me) };
  }

  async function get(actor: Actor, pid: string) {
    const { row } = await loadFor(db, actor.userId, pid);
    return presentOne(row, actor.userId);
  }

  /** A pending one past its time expires now (the job may lag): its hold returns. */
  async function expireIfDue(tx: Executor, row: ConsultationRow) {
    if (row.status !== 'pending' || row.expiresAt.getTime() > Date.now()) return null;
    if (row.holdPid) await releaseHold(tx, row.holdPid);
    return update(tx, row.id, { status: 'expired' });
  }

  /** Runs a consultant's answer to a pending request; an expired one commits its expiry, then is a 409. */
  async function answer(
    actor: Actor,
    pid: string,
    work: (tx: Executor, row: ConsultationRow) => Promise<ConsultationRow>,
    message: string,
  ) {
    const outcome = await db.transaction(async (tx) => {
      const row = await loadAs(tx, actor, pid, 'consultant');
      if (row.status !== 'pending') throw conflict(chatTexts.consultationNotPending);
      if (await expireIfDue(tx, row)) return null;
      await cancelJob(tx, expireJobKey(pid));
      return work(tx, row);
    });
    if (!outcome) throw conflict(chatTexts.consultationExpired);
    return answered(outcome, actor.userId, message);
  }

  const accept = (actor: Actor, pid: string, input: AcceptInput) => {
    const scheduledAt = input.scheduled_at ? new Date(input.scheduled_at) : null;
    if (scheduledAt && scheduledAt.getTime() <= Date.now())
      throw fieldError('scheduled_at', chatTexts.scheduledTimePast);
    return answer(
      actor,
      pid,
      async (tx, row) => {
        if (row.holdPid) await chargeHold(tx, row.holdPid);
        await alarm(tx, {
          userId: row.clientId,
          kind: 'consultation',
          title: chatAlarmTexts.consultationAccepted(displayName(actor)),
          body: input.message ?? undefined,
          link: chatLinks.consultation(pid),
        });
        return update(tx, row.id, {
          status: 'accepted',
          respondedAt: new Date(),
          scheduledAt,
          responseMessage: input.message ?? null,
        });
      },
      chatTexts.consultationAccepted,
    );
  };

  const reject = (actor: Actor, pid: string, message: string) =>
    answer(
      actor,
      pid,
      async (tx, row) => {
        if (row.holdPid) await releaseHold(tx, row.holdPid);
        await alarm(tx, {
          userId: row.clientId,
          kind: 'consultation',
          title: chatAlarmTexts.consultationRejected(displayName(actor)),
          body: message,
          link: chatLinks.consultation(pid),
        });
        return update(tx, row.id, { status: 'rejected', respondedAt: new Date(), responseMessage: message });
      },
      chatTexts.consultationRejected,
    );

  /** The client withdraws a pending request (released); the consultant calls off an accepted one (refunded). */
  async function cancel(actor: Actor, pid: string, reason: string | null) {
    const row = await db.transaction(async (tx) => {
      const { row, side } = await loadFor(tx, actor.userId, pid);
      const allowed = side === 'client' ? row.status === 'pending' : row.status === 'accepted';
      if (!allowed) throw conflict(chatTexts.consultationCannotCancel);
      if (row.holdPid) {
        if (side === 'client') await releaseHold(tx, row.holdPid);
        else await refundHold(tx, row.holdPid);
      }
      await cancelJob(tx, expireJobKey(pid));
      await alarm(tx, {
        userId: side === 'client' ? row.consultantId : row.clientId,
        kind: 'consultation',
        title: chatAlarmTexts.consultationCancelled,
        body: reason ?? row.subject,
        link: chatLinks.consultation(pid),
      });
      return update(tx, row.id, { status: 'cancelled', cancelledAt: new Date(), cancelReason: reason });
    });
    return answered(row, actor.userId, chatTexts.consultationCancelled);
  }

  /** Every consultation for the admins, open disputes first (they freeze a fee until settled). */
  const adminList = (query: AdminListQuery) =>
    page(
      query.status ? eq(c.status, query.status) : undefined,
      query,
      [sql`${c.status} = 'disputed' desc`, desc(c.updatedAt)],
      null,
    );

  /** The 48-hour job: a consultation still pending expires and its hold returns. */
  async function runExpire(payload: unknown) {
    const pid = (payload as { consultation?: unknown } | null)?.consultation;
    if (typeof pid !== 'string') throw new Error('chat.consultation_expire: no consultation in the payload');
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(c).where(eq(c.pid, pid)).for('update');
      if (row?.status !== 'pending') return;
      if (row.holdPid) await releaseHold(tx, row.holdPid);
      await update(tx, row.id, { status: 'expired' });
      await alarm(tx, {
        userId: row.clientId,
        kind: 'consultation',
        title: chatAlarmTexts.consultationExpired,
        link: chatLinks.consultation(pid),
      });
    });
  }

  return {
    request,
    list,
    pending: (actor: Actor, query: ListQuery) => list(actor, query, { pendingOnly: true }),
    get,
    accept,
    reject,
    cancel,
    ...createConsultationOutcomes(db, store),
    adminList,
    runExpire,
  };
}

export type ConsultationsService = ReturnType<typeof createConsultationsService>;
