import { coinPackagePrice, MONEY_RULES, type PaymentStart, type Subscription } from '@vakilyar/contract';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { conflict, notFound, paymentRequired } from '../../core/errors.ts';
import { newPid } from '../../core/ids.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { paymentTexts } from '../payment/payment.messages.ts';
import type { PaymentRow, PurposeHooks } from '../payment/payment.present.ts';
import type { PaymentService } from '../payment/payment.service.ts';
import { currentCoinSettings } from '../wallet/coins.service.ts';
import { lockWallet, moneyTransaction, readWallet } from '../wallet/ledger.ts';
import { activateSubscription } from './subscription.activate.ts';
import { subscriptionTexts } from './subscription.messages.ts';
import {
  currentSubscription,
  findPackage,
  type LoadedSubscription,
  loadSubscriptions,
  type PackageRow,
  presentSubscription,
} from './subscription.repository.ts';
import { subscriptions } from './subscription.tables.ts';

/** The package's price and limits, copied onto the subscription when it is bought. */
export const snapshot = (pkg: PackageRow) => ({
  packageId: pkg.id,
  price: pkg.price,
  durationDays: pkg.durationDays,
  maxCases: pkg.maxCases,
  aiChatsPerMonth: pkg.aiChatsPerMonth,
  includedSms: pkg.includedSms,
});

/** The fewest coins one card payment may buy at this rate (ZarinPal's minimum amount). */
export function minimumCoins(rate: string): number {
  let coins = Math.max(1, Math.ceil(MONEY_RULES.minPaymentAmount / Math.max(1, Math.abs(Number(rate)))));
  while (coinPackagePrice(coins, rate) < MONEY_RULES.minPaymentAmount) coins++;
  return coins;
}

/**
 * A card payment for what the wallet lacks toward a plan (at least the fewest coins a payment may buy),
 * with the subscription it pays for written beside it as `pending_payment`, activated once the payment is
 * verified. `pending` overrides the package's snapshot (an upgrade's prorated price, the plan it replaces).
 */
export async function startShortfallPayment(
  db: Db,
  payments: PaymentService,
  input: {
    userId: number;
    mobile?: string;
    key: string;
    origin: string;
    shortfall: number;
    pkg: PackageRow;
    pending?: Partial<typeof subscriptions.$inferInsert>;
  },
) {
  const settings = await currentCoinSettings(db);
  const coins = Math.max(input.shortfall, minimumCoins(settings.exchangeRate));
  return payments.start({
    userId: input.userId,
    mobile: input.mobile,
    purpose: 'subscription',
    quote: {
      coins,
      amount: coinPackagePrice(coins, settings.exchangeRate),
      exchangeRate: settings.exchangeRate,
      coinPackagePid: null,
    },
    description: paymentTexts.subscriptionDescription(input.pkg.name),
    idempotencyKey: input.key,
    origin: input.origin,
    afterInsert: async (tx, stored) => {
      await tx.insert(subscriptions).values({
        pid: newPid(),
        userId: input.userId,
        status: 'pending_payment',
        paymentId: stored.id,
        ...snapshot(input.pkg),
        ...input.pending,
      });
    },
  });
}

/**
 * Subscriptions: bought from the wallet (`subscribe`) or with a card payment for the shortfall
 * (`top_up_and_subscribe`, activated when the payment is verified); one current subscription per user
 * (the wallet row lock serializes a user's purchases); `cancel` stops renewal and keeps access.
 */
export function createSubscriptionService(db: Db, payments: PaymentService) {
  async function load(executor: Executor, where: Parameters<typeof loadSubscriptions>[1]) {
    const [row] = await loadSubscriptions(executor, where);
    if (!row) throw notFound(subscriptionTexts.notFound);
    return row;
  }

  /** From the wallet: 402 with the shortfall when short, 409 while another subscription is current. */
  async function subscribe(userId: number, packagePid: string, key: string) {
    return moneyTransaction(db, async (tx) => {
      const wallet = await lockWallet(tx, userId);
      const [earlier] = await loadSubscriptions(tx, eq(subscriptions.idempotencyKey, key));
      if (earlier) {
        if (earlier.packagePid !== packagePid) throw conflict(subscriptionTexts.keyReused);
        return earlier;
      }
      const pkg = await findPackage(tx, packagePid);
      if (!pkg) throw notFound(subscriptionTexts.packageNotFound);
      const current = await currentSubscription(tx, userId);
      if (current?.endsAt) throw conflict(subscriptionTexts.alreadySubscribed(current.endsAt));
      if (wallet.balance < pkg.price) {
        const { exchangeRate } = await currentCoinSettings(tx);
        throw paymentRequired(subscriptionTexts.shortfall(pkg.price - wallet.balance, exchangeRate));
      }
      const [created] = await tx
        .insert(subscriptions)
        .values({ pid: newPid(), userId, status: 'pending_payment', idempotencyKey: key, ...snapshot(pkg) })
        .returning();
      if (!created) throw new Error('subscription insert returned nothing');
      await activateSubscription(tx, created, pkg.name);
      return load(tx, eq(subscriptions.id, created.id));
    });
  }

  /**
   * Pays the shortfall by card and subscribes once the payment is verified; when the wallet already
   * covers the price it subscribes at once (`payment` is then null).
   */
  async function topUpAndSubscribe(input: {
    userId: number;
    mobile?: string;
    packagePid: string;
    key: string;
    origin: string;
  }): Promise<{ subscription: LoadedSubscription; payment: PaymentStart | null; shortfall: number }> {
    const [fromWallet] = await loadSubscriptions(db, eq(subscriptions.idempotencyKey, input.key));
    if (fromWallet) return { subscription: fromWallet, payment: null, shortfall: 0 };
    const pkg = await findPackage(db, input.packagePid);
    if (!pkg) throw notFound(subscriptionTexts.packageNotFound);
    const current = await currentSubscription(db, input.userId);
    if (current?.endsAt) throw conflict(subscriptionTexts.alreadySubscribed(current.endsAt));
    const shortfall = pkg.price - (await readWallet(db, input.userId)).balance;
    if (shortfall <= 0) {
      return {
        subscription: await subscribe(input.userId, input.packagePid, input.key),
        payment: null,
        shortfall: 0,
      };
    }
    const { payment, start } = await startShortfallPayment(db, payments, { ...input, shortfall, pkg });
    const subscription = await load(db, eq(subscriptions.paymentId, payment.id));
    if (subscription.packagePid !== input.packagePid) throw conflict(subscriptionTexts.keyReused);
    return { subscription, payment: start, shortfall };
  }

  /** What a subscription payment does when it settles, inside the payment's transaction. */
  const paymentHooks: PurposeHooks = {
    async onPaid(tx: Tx, payment: PaymentRow) {
      const [pending] = await tx
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.paymentId, payment.id),
            inArray(subscriptions.status, ['pending_payment', 'failed']),
          ),
        )
        .for('update');
      if (!pending) return;
      const wallet = await lockWallet(tx, pending.userId);
      const fail = (reason: string) =>
        tx
          .update(subscriptions)
          .set({ status: 'failed', failureReason: reason, updatedAt: sql`now()` })
          .where(eq(subscriptions.id, pending.id));
      const current = await currentSubscription(tx, pending.userId);
      // An upgrade still replaces the plan it was priced against; anything else needs no current plan.
      if (current && current.id !== pending.replacesId) return void (await fail('already_subscribed'));
      if (!current && pending.replacesId) return void (await fail('upgrade_stale'));
      if (wallet.balance < pending.price) return void (await fail('insufficient_balance'));
      const pkg = await load(tx, eq(subscriptions.id, pending.id));
      await activateSubscription(tx, pending, pkg.packageName);
    },
    async onFailed(tx: Tx, payment: PaymentRow) {
      await tx
        .update(subscriptions)
        .set({ status: 'failed', failureReason: 'payment_failed', updatedAt: sql`now()` })
        .where(and(eq(subscriptions.paymentId, payment.id), eq(subscriptions.status, 'pending_payment')));
    },
  };

  /** Stops renewal; access lasts until ends_at. Cancelling twice is harmless. */
  async function cancel(
    userId: number,
    pid: string,
  ): Promise<{ subscription: LoadedSubscription; message: string }> {
    const row = await load(db, and(eq(subscriptions.pid, pid), eq(subscriptions.userId, userId)));
    const status = presentSubscription(row).status;
    if (status === 'cancelled' && row.endsAt)
      return { subscription: row, message: subscriptionTexts.alreadyCancelled };
    if (status !== 'active' || !row.endsAt) throw conflict(subscriptionTexts.notCancellable);
    await db
      .update(subscriptions)
      .set({ status: 'cancelled', autoRenew: false, cancelledAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(subscriptions.id, row.id), eq(subscriptions.status, 'active')));
    const updated = await load(db, eq(subscriptions.id, row.id));
    return { subscription: updated, message: subscriptionTexts.cancelled(row.endsAt) };
  }

  /** Checks the card payment of a subscription with the gateway again; activates it once paid. */
  async function verifyPayment(userId: number, pid: string) {
    const row = await load(db, and(eq(subscriptions.pid, pid), eq(subscriptions.userId, userId)));
    if (!row.paymentPid) {
      return { subscription: presentSubscription(row), payment: null, message: subscriptionTexts.noPayment };
    }
    const outcome =
      row.paymentStatus === 'paid'
        ? { status: 'paid' as const, reason: 'already_verified' as const }
        : await payments.refresh(userId, row.paymentPid);
    const updated = presentSubscription(await load(db, eq(subscriptions.id, row.id)));
    const message =
      updated.status === 'active' || updated.status === 'cancelled'
        ? subscriptionTexts.active
        : updated.status === 'pending_payment'
          ? subscriptionTexts.pendingPayment
          : (updated.failure_reason ?? subscriptionTexts.pendingPayment);
    return {
      subscription: updated,
      payment: { pid: row.paymentPid, status: outcome.status, reason: outcome.reason },
      message,
    };
  }

  async function history(userId: number, page: { page: number; page_size: number }) {
    const where = eq(subscriptions.userId, userId);
    const [counted] = await db.select({ count: count() }).from(subscriptions).where(where);
    const rows = await loadSubscriptions(db, where, pageWindow(page));
    return { count: counted?.count ?? 0, results: rows.map((r) => presentSubscription(r)) };
  }

  return {
    subscribe,
    topUpAndSubscribe,
    cancel,
    verifyPayment,
    history,
    paymentHooks,
    present: (row: LoadedSubscription): Subscription => presentSubscription(row),
    get: async (userId: number, pid: string) =>
      presentSubscription(await load(db, and(eq(subscriptions.pid, pid), eq(subscriptions.userId, userId)))),
    async current(userId: number) {
      const row = await currentSubscription(db, userId);
      if (!row) throw notFound(subscriptionTexts.noCurrent);
      return presentSubscription(row);
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
