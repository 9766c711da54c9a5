import { CHAT_RULES, type zCreateChatRequest } from '@vakilyar/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { conflict, fieldError, notFound } from '../../../core/errors.ts';
import { newPid } from '../../../core/ids.ts';
import type { Db } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/pg-errors.ts';
import { cancelJob } from '../../../jobs/jobs.ts';
import type { Actor } from '../../auth/actor.ts';
import { holdFee } from '../../wallet/holds.service.ts';
import { chatAlarmTexts, chatTexts } from '../chat.messages.ts';
import { alarm, chatLinks } from '../chat-alarms.ts';
import { displayName } from '../chat-users.ts';
import { publishedConsultant } from '../consultant/profiles.ts';
import { chatRequests as r } from '../tables/sessions.ts';
import { closePending, expireJobKey, scheduleRequestExpiry } from './request-expiry.ts';
import { presentOneRequest } from './request-present.ts';

// The client's side of a request: asking (the fee is held) and withdrawing (the hold returns).

type CreateInput = z.output<typeof zCreateChatRequest>;

/** Holds the consultant's current chat fee; the same Idempotency-Key again answers the first request. */
export async function createRequest(db: Db, actor: Actor, input: CreateInput, clientKey?: string) {
  const key = clientKey ? `chat-request:${actor.userId}:${clientKey}` : null;
  if (key) {
    const [existing] = await db.select().from(r).where(eq(r.idempotencyKey, key));
    if (existing) return presentOneRequest(db, existing, actor.userId);
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
    return presentOneRequest(db, row, actor.userId);
  } catch (error) {
    if (key && isUniqueViolation(error)) {
      const [existing] = await db.select().from(r).where(eq(r.idempotencyKey, key));
      if (existing) return presentOneRequest(db, existing, actor.userId);
    }
    throw error;
  }
}

/** The client withdraws a pending request; its hold returns. */
export async function cancelRequest(db: Db, actor: Actor, pid: string) {
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
  return { ...(await presentOneRequest(db, row, actor.userId)), message: chatTexts.requestCancelled };
}
