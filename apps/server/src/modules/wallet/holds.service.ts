import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import { conflict, notFound } from '../../core/errors.ts';
import { newPid } from '../../core/ids.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { readFinanceSettings } from './finance-settings.ts';
import { moneyTransaction, type Posting, postMovement } from './ledger.ts';
import { movementTexts, walletTexts } from './wallet.messages.ts';
import { feeHolds } from './wallet.tables.ts';

// Fees of consultations and chats (domain.md, Money): held from the client's wallet when requested
// (402 when short), charged into escrow on acceptance or released on rejection or expiry; the
// consultant's share (fee minus the commission) is paid once the payout delay after completion has
// passed, unless the client opened a dispute, which an admin settles by a refund or by paying out.

export type FeeHold = typeof feeHolds.$inferSelect;
export type FeeHoldStatus = 'held' | 'charged' | 'released' | 'paid_out' | 'refunded';

export interface HoldFeeInput {
  payerId: number;
  payeeId: number;
  coins: number;
  /** What the fee is for, e.g. `{ type: 'chat_request', pid }`. */
  reference: { type: string; pid: string };
  /** The caller's key for this hold, e.g. `chat-request:<pid>`: the same key holds once. */
  idempotencyKey: string;
}

/** Holds a fee from the payer's spendable coins; a 402 with the shortfall when the wallet is short. */
export async function holdFee(db: Executor, input: HoldFeeInput): Promise<FeeHold> {
  return moneyTransaction(db, async (tx) => {
    const pid = newPid();
    const { movement, replayed } = await postMovement(tx, {
      kind: 'hold',
      idempotencyKey: `fee-hold:${input.idempotencyKey}`,
      description: movementTexts.hold,
      reference: input.reference,
      postings: [
        { account: { userId: input.payerId }, bucket: 'available', amount: -input.coins },
        { account: { userId: input.payerId }, bucket: 'held', amount: input.coins },
      ],
    });
    if (replayed) return findHold(tx, { holdMovementId: movement.id });
    const [hold] = await tx
      .insert(feeHolds)
      .values({
        pid,
        payerId: input.payerId,
        payeeId: input.payeeId,
        amount: input.coins,
        referenceType: input.reference.type,
        referencePid: input.reference.pid,
        holdMovementId: movement.id,
      })
      .returning();
    if (!hold) throw new Error('hold insert returned nothing');
    return hold;
  });
}

/** Moves a hold from one state to the next exactly once; a second call finds it moved and is a 409. */
async function transition(
  tx: Tx,
  pid: string,
  from: FeeHoldStatus,
  changes: Partial<typeof feeHolds.$inferInsert>,
  extra = sql`true`,
): Promise<FeeHold> {
  const [hold] = await tx
    .update(feeHolds)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(feeHolds.pid, pid), eq(feeHolds.status, from), extra))
    .returning();
  if (hold) return hold;
  await findHold(tx, { pid });
  throw conflict(walletTexts.holdWrongState);
}

async function findHold(db: Executor, by: { pid: string } | { holdMovementId: number }): Promise<FeeHold> {
  const [hold] = await db
    .select()
    .from(feeHolds)
    .where('pid' in by ? eq(feeHolds.pid, by.pid) : eq(feeHolds.holdMovementId, by.holdMovementId));
  if (!hold) throw notFound(walletTexts.holdNotFound);
  return hold;
}

export const getHold = (db: Executor, pid: string) => findHold(db, { pid });

/** On acceptance: the held fee goes into escrow, with the commission of the moment fixed on the hold. */
export async function chargeHold(db: Executor, pid: string): Promise<FeeHold> {
  const settings = await readFinanceSettings(db);
  return moneyTransaction(db, async (tx) => {
    const current = await findHold(tx, { pid });
    const commission = Math.floor((current.amount * settings.commissionPercent) / 100);
    const hold = await transition(tx, pid, 'held', {
      status: 'charged',
      commissionPercent: settings.commissionPercent,
      commission,
      payeeShare: current.amount - commission,
    });
    await postMovement(tx, {
      kind: 'charge',
      idempotencyKey: `fee-charge:${pid}`,
      description: movementTexts.charge,
      reference: { type: hold.referenceType, pid: hold.referencePid },
      postings: [
        { account: { userId: hold.payerId }, bucket: 'held', amount: -hold.amount },
        { account: { system: 'escrow' }, amount: hold.amount },
      ],
    });
    return hold;
  });
}

/** On rejection or expiry: the held fee returns to the payer's spendable coins. */
export async function releaseHold(db: Executor, pid: string): Promise<FeeHold> {
  return moneyTransaction(db, async (tx) => {
    const hold = await transition(tx, pid, 'held', { status: 'released' });
    await postMovement(tx, {
      kind: 'release',
      idempotencyKey: `fee-release:${pid}`,
      description: movementTexts.release,
      reference: { type: hold.referenceType, pid: hold.referencePid },
      postings: [
        { account: { userId: hold.payerId }, bucket: 'held', amount: -hold.amount },
        { account: { userId: hold.payerId }, bucket: 'available', amount: hold.amount },
      ],
    });
    return hold;
  });
}

/** When the session completes: the payout falls due after the admin's delay (48 hours by default). */
export async function completeHold(db: Executor, pid: string, completedAt = new Date()): Promise<FeeHold> {
  const settings = await readFinanceSettings(db);
  const due = new Date(completedAt.getTime() + settings.payoutDelayHours * 3_600_000);
  return moneyTransaction(db, (tx) =>
    transition(tx, pid, 'charged', { payoutDueAt: due }, isNull(feeHolds.payoutDueAt)),
  );
}

/** The client disputes the session before the payout: the share waits for an admin. */
export async function disputeHold(db: Executor, pid: string): Promise<FeeHold> {
  return moneyTransaction(db, (tx) =>
    transition(tx, pid, 'charged', { disputedAt: new Date() }, isNull(feeHolds.disputedAt)),
  );
}

/** An admin settles a dispute for the client: the escrowed fee returns to the payer. */
export async function refundHold(db: Executor, pid: string): Promise<FeeHold> {
  return moneyTransaction(db, async (tx) => {
    const hold = await transition(tx, pid, 'charged', { status: 'refunded' });
    await postMovement(tx, {
      kind: 'refund',
      idempotencyKey: `fee-refund:${pid}`,
      description: movementTexts.refund,
      reference: { type: hold.referenceType, pid: hold.referencePid },
      postings: [
        { account: { system: 'escrow' }, amount: -hold.amount },
        { account: { userId: hold.payerId }, bucket: 'available', amount: hold.amount },
      ],
    });
    return hold;
  });
}

/**
 * Pays one charged hold: the payee's share to their wallet, the commission to the platform. Without
 * `force` only when due and undisputed; an admin settling a dispute for the consultant passes force.
 */
export async function payoutHold(db: Executor, pid: string, options: { now?: Date; force?: boolean } = {}) {
  const now = options.now ?? new Date();
  return moneyTransaction(db, async (tx) => {
    const ready = options.force
      ? sql`true`
      : sql`${feeHolds.payoutDueAt} <= ${now} and ${feeHolds.disputedAt} is null`;
    const hold = await transition(tx, pid, 'charged', { status: 'paid_out' }, ready);
    const share = hold.payeeShare ?? hold.amount;
    const commission = hold.amount - share;
    const postings: Posting[] = [{ account: { system: 'escrow' }, amount: -hold.amount }];
    if (share > 0) postings.push({ account: { userId: hold.payeeId }, amount: share });
    if (commission > 0) postings.push({ account: { system: 'revenue' }, amount: commission });
    await postMovement(tx, {
      kind: 'fee_share',
      idempotencyKey: `fee-payout:${pid}`,
      description: movementTexts.feeShare,
      reference: { type: hold.referenceType, pid: hold.referencePid },
      postings,
    });
    return hold;
  });
}

/** The job's step: pays every hold whose delay has passed and that nobody disputed; answers how many. */
export async function payDueHolds(db: Executor, now = new Date(), limit = 100): Promise<number> {
  const due = await db
    .select({ pid: feeHolds.pid })
    .from(feeHolds)
    .where(and(eq(feeHolds.status, 'charged'), lte(feeHolds.payoutDueAt, now), isNull(feeHolds.disputedAt)))
    .orderBy(asc(feeHolds.payoutDueAt))
    .limit(limit);
  let paid = 0;
  for (const { pid } of due) {
    // Another process may pay the same hold first: its 409 here only means it is done.
    const done = await payoutHold(db, pid, { now }).then(
      () => true,
      (error: unknown) => {
        if ((error as { code?: string }).code === 'conflict') return false;
        throw error;
      },
    );
    if (done) paid++;
  }
  return paid;
}
