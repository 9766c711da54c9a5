import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { cancelJob, scheduleJob } from '../../jobs/jobs.ts';
import { completeHold, disputeHold, getHold, payoutHold, refundHold } from '../wallet/holds.service.ts';
import { consultations } from './tables/consultations.ts';
import { chatSessions } from './tables/sessions.ts';

// The consultant's share of a chat session or consultation (domain.md, Money): paid by a job when the
// payout delay after completion has passed, unless the client disputed it before.

export const PAYOUT_TASK = 'chat.fee_payout';

export type FeeOwner = { type: 'chat_session' | 'consultation'; pid: string };

const payoutJobKey = (holdPid: string) => `chat-fee-payout:${holdPid}`;
const zPayoutPayload = z.object({
  hold: z.string(),
  owner: z.object({ type: z.enum(['chat_session', 'consultation']), pid: z.string() }),
});

async function markPayout(
  executor: Executor,
  owner: FeeOwner,
  status: 'pending' | 'paid_out' | 'refunded',
  dueAt?: Date | null,
) {
  const changes = { payoutStatus: status, ...(dueAt !== undefined ? { payoutDueAt: dueAt } : {}) };
  if (owner.type === 'consultation') {
    await executor
      .update(consultations)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(consultations.pid, owner.pid));
  } else {
    await executor.update(chatSessions).set(changes).where(eq(chatSessions.pid, owner.pid));
  }
}

/** At completion, in the caller's transaction: the payout falls due after the delay and is scheduled. */
export async function scheduleFeePayout(tx: Executor, holdPid: string, owner: FeeOwner, completedAt: Date) {
  const hold = await completeHold(tx, holdPid, completedAt);
  const dueAt = hold.payoutDueAt ?? completedAt;
  await scheduleJob(
    tx,
    PAYOUT_TASK,
    { hold: holdPid, owner },
    { runAt: dueAt, jobKey: payoutJobKey(holdPid) },
  );
  await markPayout(tx, owner, 'pending', dueAt);
  return dueAt;
}

/** The client's dispute, in the caller's transaction: the share waits for an admin. */
export async function holdPayoutForDispute(tx: Executor, holdPid: string) {
  await disputeHold(tx, holdPid);
  await cancelJob(tx, payoutJobKey(holdPid));
}

/** An admin settles a dispute: the fee back to the client, or the share to the consultant now. */
export async function settleFee(tx: Executor, holdPid: string, owner: FeeOwner, refund: boolean) {
  if (refund) await refundHold(tx, holdPid);
  else await payoutHold(tx, holdPid, { force: true });
  await markPayout(tx, owner, refund ? 'refunded' : 'paid_out');
}

/**
 * The payout job. It runs at the due time it was scheduled for, so the hold's own due time is the
 * clock it checks; a hold no longer charged, or disputed meanwhile, is left alone.
 */
export async function runFeePayout(db: Db, payload: unknown): Promise<void> {
  const { hold: holdPid, owner } = zPayoutPayload.parse(payload);
  const hold = await getHold(db, holdPid);
  if (hold.status !== 'charged' || hold.disputedAt || !hold.payoutDueAt) return;
  const dueAt = hold.payoutDueAt;
  await db
    .transaction(async (tx) => {
      await payoutHold(tx, holdPid, { now: dueAt });
      await markPayout(tx, owner, 'paid_out');
    })
    .catch((error: unknown) => {
      // A dispute or a settlement got there first: nothing to pay.
      if ((error as { code?: string }).code !== 'conflict') throw error;
    });
}
