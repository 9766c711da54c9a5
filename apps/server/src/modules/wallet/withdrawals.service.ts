import {
  WITHDRAWAL_STATUS_LABELS,
  type Withdrawal,
  type WithdrawalStatus,
  type WithdrawRequest,
} from '@vakilyar/contract';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { conflict, notFound } from '../../core/errors.ts';
import { newPid } from '../../core/ids.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Executor } from '../../db/client.ts';
import { moneyTransaction, postMovement } from './ledger.ts';
import { iso } from './money-http.ts';
import { movementTexts, walletTexts } from './wallet.messages.ts';
import { withdrawalRequests } from './wallet.tables.ts';

type WithdrawalRow = typeof withdrawalRequests.$inferSelect;

export const presentWithdrawal = (row: WithdrawalRow): Withdrawal => ({
  pid: row.pid,
  coins: row.coins,
  sheba: row.sheba,
  status: row.status as WithdrawalStatus,
  status_label: WITHDRAWAL_STATUS_LABELS[row.status as WithdrawalStatus],
  reject_reason: row.rejectReason,
  paid_reference: row.paidReference,
  created_at: row.createdAt.toISOString(),
  decided_at: iso(row.decidedAt),
});

/**
 * A payout request: the coins move from spendable to held in the same transaction as the request row,
 * or the whole request is a 402. The same key twice returns the first request (409 if it differs).
 */
export async function requestWithdrawal(
  db: Executor,
  userId: number,
  input: WithdrawRequest,
  key: string,
): Promise<{ withdrawal: WithdrawalRow; replayed: boolean }> {
  return moneyTransaction(db, async (tx) => {
    const pid = newPid();
    let withdrawal: WithdrawalRow | undefined;
    const { movement, replayed } = await postMovement(tx, {
      kind: 'withdraw',
      idempotencyKey: key,
      description: movementTexts.withdraw(input.coins),
      reference: { type: 'withdrawal', pid },
      postings: [
        { account: { userId }, bucket: 'available', amount: -input.coins },
        { account: { userId }, bucket: 'held', amount: input.coins },
      ],
      beforeBalances: async (created) => {
        [withdrawal] = await tx
          .insert(withdrawalRequests)
          .values({ pid, userId, coins: input.coins, sheba: input.sheba, holdMovementId: created.id })
          .returning();
      },
    });
    if (replayed) {
      [withdrawal] = await tx
        .select()
        .from(withdrawalRequests)
        .where(eq(withdrawalRequests.holdMovementId, movement.id));
      if (!withdrawal || withdrawal.coins !== input.coins || withdrawal.sheba !== input.sheba) {
        throw conflict(walletTexts.keyReused);
      }
    }
    if (!withdrawal) throw new Error('withdrawal insert returned nothing');
    return { withdrawal, replayed };
  });
}

export async function listWithdrawals(
  db: Executor,
  filter: { userId?: number; status?: WithdrawalStatus },
  page: { page: number; page_size: number },
) {
  const conditions: (SQL | undefined)[] = [
    filter.userId === undefined ? undefined : eq(withdrawalRequests.userId, filter.userId),
    filter.status ? eq(withdrawalRequests.status, filter.status) : undefined,
  ];
  const where = and(...conditions);
  const [counted] = await db.select({ count: count() }).from(withdrawalRequests).where(where);
  const { limit, offset } = pageWindow(page);
  const rows = await db
    .select()
    .from(withdrawalRequests)
    .where(where)
    .orderBy(desc(withdrawalRequests.id))
    .limit(limit)
    .offset(offset);
  return { count: counted?.count ?? 0, rows };
}

/** Decides a pending request once: paid sends the held coins out, rejected returns them to the wallet. */
async function decide(
  db: Executor,
  pid: string,
  adminId: number,
  decision: { status: 'paid'; reference: string | null } | { status: 'rejected'; reason: string },
): Promise<WithdrawalRow> {
  return moneyTransaction(db, async (tx) => {
    const [claimed] = await tx
      .update(withdrawalRequests)
      .set({
        status: decision.status,
        decidedBy: adminId,
        decidedAt: new Date(),
        paidReference: decision.status === 'paid' ? decision.reference : null,
        rejectReason: decision.status === 'rejected' ? decision.reason : null,
      })
      .where(and(eq(withdrawalRequests.pid, pid), eq(withdrawalRequests.status, 'pending')))
      .returning();
    if (!claimed) {
      const [existing] = await tx
        .select({ id: withdrawalRequests.id })
        .from(withdrawalRequests)
        .where(eq(withdrawalRequests.pid, pid));
      throw existing ? conflict(walletTexts.withdrawalDecided) : notFound(walletTexts.withdrawalNotFound);
    }
    const user = { userId: claimed.userId };
    const { movement } = await postMovement(tx, {
      kind: decision.status === 'paid' ? 'payout' : 'release',
      idempotencyKey: `withdrawal-${decision.status}:${pid}`,
      description:
        decision.status === 'paid' ? movementTexts.payout(claimed.coins) : movementTexts.withdrawReleased,
      reference: { type: 'withdrawal', pid },
      postings:
        decision.status === 'paid'
          ? [
              { account: user, bucket: 'held', amount: -claimed.coins },
              { account: { system: 'payout' }, amount: claimed.coins },
            ]
          : [
              { account: user, bucket: 'held', amount: -claimed.coins },
              { account: user, bucket: 'available', amount: claimed.coins },
            ],
    });
    const [settled] = await tx
      .update(withdrawalRequests)
      .set({ settleMovementId: movement.id })
      .where(eq(withdrawalRequests.id, claimed.id))
      .returning();
    return settled ?? claimed;
  });
}

export const payWithdrawal = (db: Executor, pid: string, adminId: number, reference: string | null) =>
  decide(db, pid, adminId, { status: 'paid', reference });

export const rejectWithdrawal = (db: Executor, pid: string, adminId: number, reason: string) =>
  decide(db, pid, adminId, { status: 'rejected', reason });
