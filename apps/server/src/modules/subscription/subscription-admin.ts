import type { SubscriptionPackageInput, SubscriptionPackagePatch } from '@vakilyar/contract';
import { sql } from 'drizzle-orm';
import { notFound } from '../../core/errors.ts';
import { newPid } from '../../core/ids.ts';
import type { Executor } from '../../db/client.ts';
import { subscriptionTexts } from './subscription.messages.ts';
import { subscriptionPackages } from './subscription.tables.ts';

/** Admin edits of packages; a subscription already bought keeps the price and limits it was sold with. */
export async function createSubscriptionPackage(db: Executor, input: SubscriptionPackageInput) {
  const [row] = await db
    .insert(subscriptionPackages)
    .values({
      pid: newPid(),
      name: input.name,
      description: input.description,
      price: input.price,
      durationDays: input.duration_days,
      maxCases: input.limits.cases,
      aiChatsPerMonth: input.limits.ai_chats_per_month,
      includedSms: input.limits.included_sms,
      isActive: input.is_active,
      sortOrder: input.sort_order,
    })
    .returning();
  if (!row) throw new Error('package insert returned nothing');
  return row;
}

export async function updateSubscriptionPackage(db: Executor, pid: string, patch: SubscriptionPackagePatch) {
  const [row] = await db
    .update(subscriptionPackages)
    .set({
      name: patch.name,
      description: patch.description,
      price: patch.price,
      durationDays: patch.duration_days,
      maxCases: patch.limits?.cases,
      aiChatsPerMonth: patch.limits?.ai_chats_per_month,
      includedSms: patch.limits?.included_sms,
      isActive: patch.is_active,
      sortOrder: patch.sort_order,
      updatedAt: sql`now()`,
    })
    .where(sql`${subscriptionPackages.pid} = ${pid} and ${subscriptionPackages.deletedAt} is null`)
    .returning();
  if (!row) throw notFound(subscriptionTexts.packageNotFound);
  return row;
}

export async function deleteSubscriptionPackage(db: Executor, pid: string) {
  const [row] = await db
    .update(subscriptionPackages)
    .set({ deletedAt: sql`now()`, isActive: false })
    .where(sql`${subscriptionPackages.pid} = ${pid} and ${subscriptionPackages.deletedAt} is null`)
    .returning({ id: subscriptionPackages.id });
  if (!row) throw notFound(subscriptionTexts.packageNotFound);
}
