import { WITHDRAWAL_STATUS_LABELS } from '@vakilyar/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { paymentRequired } from '../../core/errors.ts';
import { newPid } from '../../core/ids.ts';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { moneyTransaction, postMovement } from '../wallet/ledger.ts';
import { financeSettings, walletAccounts } from '../wallet/wallet.tables.ts';
import { feeTexts } from './fees.messages.ts';
import { feeWithdrawals } from './fees.tables.ts';

/**
 * A lawyer's fee account: a ledger account of kind `fee` (code `fee:<user id>`), in rial, apart from the
 * coin wallet. Its stored balance changes in the same transaction as its entries, by a guarded UPDATE
 * (never below zero), so the ledger check recomputes and compares it like a wallet's.
 */
const codeOf = (userId: number) => `fee:${userId}`;

async function feeAccountId(tx: Executor, userId: number): Promise<number> {
  const [row] = await tx
    .insert(walletAccounts)
    .values({ code: codeOf(userId), kind: 'fee' })
    .onConflictDoUpdate({ target: walletAccounts.code, set: { code: sql`excluded.code` } })
    .returning({ id: walletAccounts.id });
  if (!row) throw new Error('fee account upsert returned nothing');
  return row.id;
}

async function change(tx: Tx, accountId: number, delta: { available: number; held: number }) {
  const [row] = await tx
    .update(walletAccounts)
    .set({
      balance: sql`${walletAccounts.balance} + ${delta.available}`,
      held: sql`${walletAccounts.held} + ${delta.held}`,
      updatedAt: sql`now()`,
    })
    .where(
      sql`${walletAccounts.id} = ${accountId} and ${walletAccounts.balance} + ${delta.available} >= 0 and ${walletAccounts.held} + ${delta.held} >= 0`,
    )
    .returning({ balance: walletAccounts.balance });
  return row ?? null;
}

/** Money received by the gateway for the lawyer: platform fee cash → the lawyer's fee account, once per key. */
export async function creditFeeAccount(
  tx: Tx,
  input: {
    ownerId: number;
    amount: number;
    key: string;
    description: string;
    reference: { type: string; pid: string };
  },
) {
  const accountId = await feeAccountId(tx, input.ownerId);
  const { replayed } = await postMovement(tx, {
    kind: 'deposit',
    idempotencyKey: input.key,
    description: input.description,
    reference: input.reference,
    postings: [
      { account: { system: 'fee_cash' }, amount: -input.amount },
      { account: { accountId }, amount: input.amount },
    ],
  });
  if (!replayed) await change(tx, accountId, { available: input.amount, held: 0 });
}

export async function feeCommissionPercent(db: Executor): Promise<number> {
  const [row] = await db.select({ p: financeSettings.feeCommissionPercent }).from(financeSettings);
  return row?.p ?? 0;
}

export function createFeeAccountService(db: Db) {
  async function state(userId: number) {
    const [account] = await db
      .select({ balance: walletAccounts.balance })
      .from(walletAccounts)
      .where(eq(walletAccounts.code, codeOf(userId)));
    const rows = await db
      .select()
      .from(feeWithdrawals)
      .where(eq(feeWithdrawals.userId, userId))
      .orderBy(desc(feeWithdrawals.id))
      .limit(50);
    return {
      balance: account?.balance ?? 0,
      commission_percent: await feeCommissionPercent(db),
      withdrawals: rows.map((r) => ({
        pid: r.pid,
        amount: r.amount,
        commission: r.commission,
        net: r.amount - r.commission,
        sheba: r.sheba,
        status: r.status,
        status_label: WITHDRAWAL_STATUS_LABELS[r.status as keyof typeof WITHDRAWAL_STATUS_LABELS] ?? r.status,
        created_at: r.createdAt.toISOString(),
      })),
    };
  }

  /** A payout request: the amount moves from spendable to held with the request row, or a 402. */
  async function withdraw(userId: number, input: { amount: number; sheba: string }, key: string) {
    await moneyTransaction(db, async (tx) => {
      const accountId = await feeAccountId(tx, userId);
      const percent = await feeCommissionPercent(tx);
      const pid = newPid();
      const { replayed } = await postMovement(tx, {
        kind: 'withdraw',
        idempotencyKey: key,
        description: feeTexts.feeWithdrawMovement(input.amount),
        reference: { type: 'fee_withdrawal', pid },
        postings: [
          { account: { accountId }, bucket: 'available', amount: -input.amount },
          { account: { accountId }, bucket: 'held', amount: input.amount },
        ],
        beforeBalances: async (movement) => {
          await tx.insert(feeWithdrawals).values({
            pid,
            userId,
            amount: input.amount,
            commissionPercent: percent,
            commission: Math.floor((input.amount * percent) / 100),
            sheba: input.sheba,
            holdMovementId: movement.id,
          });
        },
      });
      if (replayed) return;
      const changed = await change(tx, accountId, { available: -input.amount, held: input.amount });
      if (!changed) {
        const [a] = await tx
          .select({ b: walletAccounts.balance })
          .from(walletAccounts)
          .where(eq(walletAccounts.id, accountId));
        throw paymentRequired(feeTexts.withdrawShort(a?.b ?? 0));
      }
    });
    return state(userId);
  }

  return { state, withdraw };
}
