import type { PaymentStart, UpgradeQuote } from '@vakilyar/contract';
import { eq } from 'drizzle-orm';
import { conflict, notFound, paymentRequired } from '../../core/errors.ts';
import { newPid } from '../../core/ids.ts';
import type { Db, Executor } from '../../db/client.ts';
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
} from './subscription.repository.ts';
import { snapshot, startShortfallPayment } from './subscription.service.ts';
import { subscriptions } from './subscription.tables.ts';

const DAY = 86_400_000;

/**
 * What the unused days of a subscription are worth: what was paid for it, pro rata to the time left,
 * rounded down so the credit never exceeds what was paid.
 */
export function unusedCredit(current: { price: number; durationDays: number; endsAt: Date }, now: Date) {
  const period = current.durationDays * DAY;
  const left = Math.min(Math.max(current.endsAt.getTime() - now.getTime(), 0), period);
  return Math.floor((current.price * left) / period);
}

interface PricedUpgrade {
  current: LoadedSubscription;
  pkg: PackageRow;
  credit: number;
  cost: number;
}

/** The upgrade from the current plan to a pricier one: 409 without a current plan or to a plan not above it. */
async function priceUpgrade(db: Executor, userId: number, packagePid: string): Promise<PricedUpgrade> {
  const pkg = await findPackage(db, packagePid);
  if (!pkg) throw notFound(subscriptionTexts.packageNotFound);
  const current = await currentSubscription(db, userId);
  if (!current?.endsAt) throw conflict(subscriptionTexts.nothingToUpgrade);
  const plan = await findPackage(db, current.packagePid, false);
  if (pkg.id === current.packageId || pkg.price <= (plan?.price ?? current.price)) {
    throw conflict(subscriptionTexts.notAnUpgrade);
  }
  const credit = unusedCredit({ ...current, endsAt: current.endsAt }, new Date());
  return { current, pkg, credit, cost: pkg.price - credit };
}

/**
 * Upgrades before the current plan ends: the new plan starts at once for its full length and costs its
 * price less the unused days' credit. From the wallet in one transaction; when the wallet is short, a
 * card payment for the shortfall, after whose verification the subscription service activates it at
 * the cost fixed here (its payment hook ends the replaced plan in the same transaction).
 */
export function createUpgradeService(db: Db, payments: PaymentService) {
  const byId = async (executor: Executor, id: number) => {
    const [row] = await loadSubscriptions(executor, eq(subscriptions.id, id));
    if (!row) throw notFound(subscriptionTexts.notFound);
    return row;
  };

  async function quote(userId: number, packagePid: string): Promise<UpgradeQuote> {
    const { pkg, credit, cost } = await priceUpgrade(db, userId, packagePid);
    const { balance } = await readWallet(db, userId);
    return {
      package: { pid: pkg.pid, name: pkg.name },
      credit,
      cost,
      shortfall: Math.max(0, cost - balance),
    };
  }

  async function fromWallet(userId: number, packagePid: string, key: string) {
    return moneyTransaction(db, async (tx) => {
      const wallet = await lockWallet(tx, userId);
      const [earlier] = await loadSubscriptions(tx, eq(subscriptions.idempotencyKey, key));
      if (earlier) {
        if (earlier.packagePid !== packagePid) throw conflict(subscriptionTexts.keyReused);
        return earlier;
      }
      const { current, pkg, cost } = await priceUpgrade(tx, userId, packagePid);
      if (wallet.balance < cost) {
        const { exchangeRate } = await currentCoinSettings(tx);
        throw paymentRequired(subscriptionTexts.shortfall(cost - wallet.balance, exchangeRate));
      }
      const [created] = await tx
        .insert(subscriptions)
        .values({
          pid: newPid(),
          userId,
          status: 'pending_payment',
          idempotencyKey: key,
          ...snapshot(pkg),
          price: cost,
          replacesId: current.id,
        })
        .returning();
      if (!created) throw new Error('subscription insert returned nothing');
      await activateSubscription(tx, created, pkg.name);
      return byId(tx, created.id);
    });
  }

  /** From the wallet when it covers the cost (`payment` null), otherwise a card payment for the shortfall. */
  async function upgrade(input: {
    userId: number;
    mobile?: string;
    packagePid: string;
    key: string;
    origin: string;
  }): Promise<{ subscription: LoadedSubscription; payment: PaymentStart | null; shortfall: number }> {
    const [done] = await loadSubscriptions(db, eq(subscriptions.idempotencyKey, input.key));
    if (done) return { subscription: done, payment: null, shortfall: 0 };
    const { current, pkg, cost } = await priceUpgrade(db, input.userId, input.packagePid);
    const shortfall = cost - (await readWallet(db, input.userId)).balance;
    if (shortfall <= 0) {
      const subscription = await fromWallet(input.userId, input.packagePid, input.key);
      return { subscription, payment: null, shortfall: 0 };
    }
    const { payment, start } = await startShortfallPayment(db, payments, {
      ...input,
      shortfall,
      pkg,
      pending: { price: cost, replacesId: current.id },
    });
    const [subscription] = await loadSubscriptions(db, eq(subscriptions.paymentId, payment.id));
    if (!subscription) throw notFound(subscriptionTexts.notFound);
    if (subscription.packagePid !== input.packagePid) throw conflict(subscriptionTexts.keyReused);
    return { subscription, payment: start, shortfall };
  }

  return { quote, upgrade };
}

export type UpgradeService = ReturnType<typeof createUpgradeService>;
