import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../auth/auth.tables.ts';
import { readFinanceSettings } from '../wallet/finance-settings.ts';
import { postMovement } from '../wallet/ledger.ts';
import { movementTexts } from '../wallet/wallet.messages.ts';
import { payments } from './payment.tables.ts';

/**
 * Inside the transaction that marks a payment paid: when it is the payer's first paid payment and a
 * referrer brought them (users.referred_by_id, set at registration), the referrer earns the admin's
 * reward, once per referred user whatever happens concurrently (the movement key is per referred user).
 */
export async function rewardReferrerOnFirstPayment(
  tx: Tx,
  payment: { id: number; userId: number },
): Promise<void> {
  // Read in the payment's own transaction (the users repository only reads through the pool).
  const [payer] = await tx
    .select({ pid: users.pid, referredById: users.referredById })
    .from(users)
    .where(eq(users.id, payment.userId));
  if (!payer?.referredById) return;
  const [earlier] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.userId, payment.userId), eq(payments.status, 'paid'), ne(payments.id, payment.id)))
    .limit(1);
  if (earlier) return;
  const [referrer] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, payer.referredById), isNull(users.deletedAt)));
  const { referralRewardCoins } = await readFinanceSettings(tx);
  if (!referrer || referralRewardCoins <= 0) return;
  await postMovement(tx, {
    kind: 'referral_reward',
    idempotencyKey: `referral:${payment.userId}`,
    description: movementTexts.referralReward,
    reference: { type: 'referred_user', pid: payer.pid },
    postings: [
      { account: { system: 'rewards' }, amount: -referralRewardCoins },
      { account: { userId: referrer.id }, amount: referralRewardCoins },
    ],
  });
}
