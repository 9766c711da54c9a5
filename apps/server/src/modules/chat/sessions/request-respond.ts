import type { zRespondChatRequest } from '@vakilyar/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { conflict, fieldError, notFound } from '../../../core/errors.ts';
import type { Db, Executor } from '../../../db/client.ts';
import { cancelJob } from '../../../jobs/jobs.ts';
import type { Actor } from '../../auth/actor.ts';
import { currentCoinSettings } from '../../wallet/coins.service.ts';
import { chargeHold, holdFee, releaseHold } from '../../wallet/holds.service.ts';
import { chatAlarmTexts, chatTexts } from '../chat.messages.ts';
import { alarm, chatLinks } from '../chat-alarms.ts';
import { displayName, userBrief } from '../chat-users.ts';
import { consultantProfiles } from '../tables/consultants.ts';
import { chatRequests as r } from '../tables/sessions.ts';
import { openSession } from './lifecycle.ts';
import { storeOpeningMessages, storeSystemMessage } from './message-store.ts';
import type { RequestRow } from './present.ts';
import { closePending, expireJobKey } from './request-expiry.ts';
import { presentOneRequest } from './request-present.ts';

type RespondInput = z.output<typeof zRespondChatRequest>;

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
export async function respondToRequest(db: Db, actor: Actor, pid: string, input: RespondInput) {
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
    if (fee > request.heldAmount) {
      const { exchangeRate } = await currentCoinSettings(tx);
      throw fieldError('fee_amount', chatTexts.feeAboveHeld(request.heldAmount, exchangeRate));
    }
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
  return { ...(await presentOneRequest(db, outcome.row, actor.userId)), message: outcome.message };
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
