import { and, eq, sql } from 'drizzle-orm';
import { paymentRequired } from '../../core/errors.ts';
import type { Tx } from '../../db/client.ts';
import { grantSmsCredit } from '../messaging/sms-credit.ts';
import { postMovement } from '../wallet/ledger.ts';
import { subscriptionTexts } from './subscription.messages.ts';
import { subscriptions } from './subscription.tables.ts';

const DAY = 86_400_000;

export interface ActivatedSubscription {
  id: number;
  pid: string;
  userId: number;
  /** The coins it costs: the plan's price, or for an upgrade the price less the unused days' credit. */
  price: number;
  durationDays: number;
  includedSms: number;
  replacesId: number | null;
}

/**
 * Takes the price from the wallet, starts the subscription now and, for an upgrade, ends the one it
 * replaces at the same moment; in one transaction whose caller holds the wallet lock.
 */
export async function activateSubscription(tx: Tx, subscription: ActivatedSubscription, packageName: string) {
  const { movement } = await postMovement(tx, {
    kind: 'subscription',
    idempotencyKey: `subscription:${subscription.pid}`,
    description: (subscription.replacesId ? subscriptionTexts.upgradeMovement : subscriptionTexts.movement)(
      packageName,
    ),
    reference: { type: 'subscription', pid: subscription.pid },
    postings: [
      { account: { userId: subscription.userId }, amount: -subscription.price },
      { account: { system: 'revenue' }, amount: subscription.price },
    ],
    insufficient: (s) => paymentRequired(subscriptionTexts.shortfall(s.needed - s.has, s.exchangeRate)),
  });
  const now = new Date();
  if (subscription.replacesId) {
    await tx
      .update(subscriptions)
      .set({ status: 'upgraded', endsAt: now, autoRenew: false, updatedAt: sql`now()` })
      .where(
        and(eq(subscriptions.id, subscription.replacesId), eq(subscriptions.userId, subscription.userId)),
      );
  }
  await tx
    .update(subscriptions)
    .set({
      status: 'active',
      startsAt: now,
      endsAt: new Date(now.getTime() + subscription.durationDays * DAY),
      movementId: movement.id,
      failureReason: null,
      updatedAt: sql`now()`,
    })
    .where(eq(subscriptions.id, subscription.id));
  await grantSmsCredit(tx, {
    userId: subscription.userId,
    messages: subscription.includedSms,
    key: `subscription-sms:${subscription.pid}`,
    kind: 'grant',
    reference: subscription.pid,
  });
}
