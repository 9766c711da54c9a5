import { and, desc, eq, sql } from 'drizzle-orm';
import { conflict, notFound } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../auth/auth.tables.ts';
import { moneyTransaction, postMovement } from '../wallet/ledger.ts';
import { financeSettings, walletAccounts } from '../wallet/wallet.tables.ts';
import { feeTexts } from './fees.messages.ts';
import { feeWithdrawals } from './fees.tables.ts';

/**
 * The admin's side of fee payouts, as for a consultant's coins: pay sends the held rials out less the
 * platform's commission; reject returns them to the lawyer's fee account. Each decides a request once.
 */
export function createFeePayoutsAdmin(db: Db) {
  async function decide(
    pid: string,
    adminId: number,
    decision: { pay: true; reference: string | null } | { pay: false; reason: string },
  ) {
    return moneyTransaction(db, async (tx) => {
      const [claimed] = await tx
        .update(feeWithdrawals)
        .set({
          status: decision.pay ? 'paid' : 'rejected',
          decidedBy: adminId,
          decidedAt: new Date(),
          paidReference: decision.pay ? decision.reference : null,
          rejectReason: decision.pay ? null : decision.reason,
        })
        .where(and(eq(feeWithdrawals.pid, pid), eq(feeWithdrawals.status, 'pending')))
        .returning();
      if (!claimed) {
        const [seen] = await tx
          .select({ id: feeWithdrawals.id })
          .from(feeWithdrawals)
          .where(eq(feeWithdrawals.pid, pid));
        throw seen ? conflict(feeTexts.withdrawalDecided) : notFound(feeTexts.withdrawalNotFound);
      }
      const [account] = await tx
        .select({ id: walletAccounts.id })
        .from(walletAccounts)
        .where(eq(walletAccounts.code, `fee:${claimed.userId}`));
      if (!account) throw new Error('a fee payout without a fee account');
      const net = claimed.amount - claimed.commission;
      await postMovement(tx, {
        kind: decision.pay ? 'payout' : 'release',
        idempotencyKey: `fee-withdrawal-${decision.pay ? 'paid' : 'rejected'}:${claimed.pid}`,
        description: decision.pay
          ? feeTexts.feePayoutMovement(net)
          : feeTexts.feeRejectMovement(claimed.amount),
        reference: { type: 'fee_withdrawal', pid: claimed.pid },
        postings: decision.pay
          ? [
              { account: { accountId: account.id }, bucket: 'held', amount: -claimed.amount },
              ...(net > 0 ? [{ account: { system: 'fee_payout' as const }, amount: net }] : []),
              ...(claimed.commission > 0
                ? [{ account: { system: 'fee_commission' as const }, amount: claimed.commission }]
                : []),
            ]
          : [
              { account: { accountId: account.id }, bucket: 'held', amount: -claimed.amount },
              { account: { accountId: account.id }, bucket: 'available', amount: claimed.amount },
            ],
      });
      await tx
        .update(walletAccounts)
        .set({
          held: sql`${walletAccounts.held} - ${claimed.amount}`,
          balance: decision.pay ? walletAccounts.balance : sql`${walletAccounts.balance} + ${claimed.amount}`,
          updatedAt: sql`now()`,
        })
        .where(eq(walletAccounts.id, account.id));
      return claimed;
    });
  }

  return {
    /** The newest requests, of one status if given, each with who asked (the admin pays to a Sheba knowing whose it is). */
    list: (status?: string) =>
      db
        .select({
          payout: feeWithdrawals,
          user: { pid: users.pid, firstName: users.firstName, lastName: users.lastName, phone: users.phone },
        })
        .from(feeWithdrawals)
        .innerJoin(users, eq(users.id, feeWithdrawals.userId))
        .where(status ? eq(feeWithdrawals.status, status) : undefined)
        .orderBy(desc(feeWithdrawals.id))
        .limit(200),
    pay: (pid: string, adminId: number, reference: string | null) =>
      decide(pid, adminId, { pay: true, reference }),
    reject: (pid: string, adminId: number, reason: string) => decide(pid, adminId, { pay: false, reason }),
    async setCommission(percent: number, adminId: number) {
      await db
        .update(financeSettings)
        .set({ feeCommissionPercent: percent, updatedBy: adminId, updatedAt: new Date() });
      return percent;
    },
  };
}
