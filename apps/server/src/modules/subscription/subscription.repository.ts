import {
  SUBSCRIPTION_STATUS_LABELS,
  type Subscription,
  type SubscriptionPackage,
  type SubscriptionStatus,
} from '@vakilyar/contract';
import { and, asc, eq, gt, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { payments } from '../payment/payment.tables.ts';
import { iso } from '../wallet/money-http.ts';
import { failureTexts } from './subscription.messages.ts';
import { subscriptionPackages, subscriptions } from './subscription.tables.ts';

export type PackageRow = typeof subscriptionPackages.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type LoadedSubscription = SubscriptionRow & {
  packagePid: string;
  packageName: string;
  paymentPid: string | null;
  paymentStatus: string | null;
};

export const presentPackage = (row: PackageRow): SubscriptionPackage => ({
  pid: row.pid,
  name: row.name,
  description: row.description,
  price: row.price,
  duration_days: row.durationDays,
  limits: { cases: row.maxCases, ai_chats_per_month: row.aiChatsPerMonth, included_sms: row.includedSms },
  is_active: row.isActive,
  sort_order: row.sortOrder,
});

export async function listPackages(db: Executor, includeInactive = false): Promise<PackageRow[]> {
  return db
    .select()
    .from(subscriptionPackages)
    .where(
      and(
        isNull(subscriptionPackages.deletedAt),
        includeInactive ? undefined : eq(subscriptionPackages.isActive, true),
      ),
    )
    .orderBy(
      asc(subscriptionPackages.sortOrder),
      asc(subscriptionPackages.price),
      asc(subscriptionPackages.id),
    );
}

export async function findPackage(
  db: Executor,
  pid: string,
  onSaleOnly = true,
): Promise<PackageRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptionPackages)
    .where(
      and(
        eq(subscriptionPackages.pid, pid),
        isNull(subscriptionPackages.deletedAt),
        onSaleOnly ? eq(subscriptionPackages.isActive, true) : undefined,
      ),
    );
  return row;
}

/** Subscriptions with their package's pid and name and their card payment, if any. */
export async function loadSubscriptions(
  db: Executor,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<LoadedSubscription[]> {
  const query = db
    .select({
      subscription: subscriptions,
      packagePid: subscriptionPackages.pid,
      packageName: subscriptionPackages.name,
      paymentPid: payments.pid,
      paymentStatus: payments.status,
    })
    .from(subscriptions)
    .innerJoin(subscriptionPackages, eq(subscriptionPackages.id, subscriptions.packageId))
    .leftJoin(payments, eq(payments.id, subscriptions.paymentId))
    .where(where)
    .orderBy(sql`${subscriptions.id} desc`);
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map((r) => ({
    ...r.subscription,
    packagePid: r.packagePid,
    packageName: r.packageName,
    paymentPid: r.paymentPid,
    paymentStatus: r.paymentStatus,
  }));
}

/** The subscription that gives access now: active or cancelled (no renewal), inside its period. */
export const isCurrent = (now: Date = new Date()) =>
  and(
    inArray(subscriptions.status, ['active', 'cancelled']),
    lte(subscriptions.startsAt, now),
    gt(subscriptions.endsAt, now),
  );

export async function currentSubscription(
  db: Executor,
  userId: number,
): Promise<LoadedSubscription | undefined> {
  const [row] = await loadSubscriptions(db, and(eq(subscriptions.userId, userId), isCurrent()));
  return row;
}

export function displayStatus(row: SubscriptionRow, now = new Date()): SubscriptionStatus {
  if ((row.status === 'active' || row.status === 'cancelled') && row.endsAt && row.endsAt <= now)
    return 'expired';
  return row.status as SubscriptionStatus;
}

export function presentSubscription(row: LoadedSubscription, now = new Date()): Subscription {
  const status = displayStatus(row, now);
  const live = (status === 'active' || status === 'cancelled') && row.endsAt;
  return {
    pid: row.pid,
    package: { pid: row.packagePid, name: row.packageName },
    status,
    status_label: SUBSCRIPTION_STATUS_LABELS[status],
    price: row.price,
    duration_days: row.durationDays,
    limits: { cases: row.maxCases, ai_chats_per_month: row.aiChatsPerMonth, included_sms: row.includedSms },
    starts_at: iso(row.startsAt),
    ends_at: iso(row.endsAt),
    auto_renew: row.autoRenew,
    cancelled_at: iso(row.cancelledAt),
    days_left: live && row.endsAt ? Math.ceil((row.endsAt.getTime() - now.getTime()) / 86_400_000) : 0,
    payment_pid: row.paymentPid,
    failure_reason: row.failureReason ? (failureTexts[row.failureReason] ?? row.failureReason) : null,
    created_at: row.createdAt.toISOString(),
  };
}
