import type { SmsPackageInput } from '@vakilyar/contract';
import { sql } from 'drizzle-orm';
import { notFound } from '../../core/errors.ts';
import { newPid } from '../../core/ids.ts';
import type { Executor } from '../../db/client.ts';
import { messagingTexts } from './messaging.messages.ts';
import { smsPackages } from './messaging.tables.ts';

export async function createSmsPackage(db: Executor, input: SmsPackageInput) {
  const [row] = await db
    .insert(smsPackages)
    .values({
      pid: newPid(),
      name: input.name,
      messages: input.messages,
      price: input.price,
      isActive: input.is_active,
      sortOrder: input.sort_order,
    })
    .returning();
  if (!row) throw new Error('package insert returned nothing');
  return row;
}

export async function updateSmsPackage(db: Executor, pid: string, patch: Partial<SmsPackageInput>) {
  const [row] = await db
    .update(smsPackages)
    .set({
      name: patch.name,
      messages: patch.messages,
      price: patch.price,
      isActive: patch.is_active,
      sortOrder: patch.sort_order,
      updatedAt: sql`now()`,
    })
    .where(sql`${smsPackages.pid} = ${pid} and ${smsPackages.deletedAt} is null`)
    .returning();
  if (!row) throw notFound(messagingTexts.packageNotFound);
  return row;
}

export async function deleteSmsPackage(db: Executor, pid: string) {
  const [row] = await db
    .update(smsPackages)
    .set({ deletedAt: sql`now()`, isActive: false })
    .where(sql`${smsPackages.pid} = ${pid} and ${smsPackages.deletedAt} is null`)
    .returning({ id: smsPackages.id });
  if (!row) throw notFound(messagingTexts.packageNotFound);
}
