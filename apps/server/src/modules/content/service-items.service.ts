import type { ServiceIcon, ServiceItemInput, ServiceItemPatch } from '@vakilyar/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import { notFound } from '../../core/errors.ts';
import { newPid } from '../../core/ids.ts';
import type { Executor } from '../../db/client.ts';
import { contentTexts } from './content.messages.ts';
import { displayOrder } from './sql-kit.ts';
import { serviceItems } from './tables/site.ts';

type ItemRow = typeof serviceItems.$inferSelect;

const present = (row: ItemRow) => ({
  pid: row.pid,
  title: row.title,
  description: row.description,
  icon: row.icon as ServiceIcon,
  link: row.link,
  sort_order: row.sortOrder,
});

const presentForAdmin = (row: ItemRow) => ({
  ...present(row),
  is_active: row.isActive,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const selectItems = (db: Executor, where: SQL | undefined) =>
  db
    .select()
    .from(serviceItems)
    .where(where)
    .orderBy(...displayOrder(serviceItems));

/** The platform's services (وکالت، مشاوره آنلاین، ...): active ones in display order. */
export async function listServiceItems(db: Executor) {
  return (await selectItems(db, eq(serviceItems.isActive, true))).map(present);
}

export async function listServiceItemsForAdmin(db: Executor) {
  return (await selectItems(db, undefined)).map(presentForAdmin);
}

export async function getServiceItemForAdmin(db: Executor, pid: string) {
  const [row] = await selectItems(db, eq(serviceItems.pid, pid));
  if (!row) throw notFound(contentTexts.serviceItemNotFound);
  return presentForAdmin(row);
}

export async function createServiceItem(db: Executor, input: ServiceItemInput) {
  const [row] = await db
    .insert(serviceItems)
    .values({
      pid: newPid(),
      title: input.title,
      description: input.description,
      icon: input.icon,
      link: input.link ?? null,
      sortOrder: input.sort_order,
      isActive: input.is_active,
    })
    .returning();
  if (!row) throw new Error('service item not written');
  return presentForAdmin(row);
}

export async function updateServiceItem(db: Executor, pid: string, patch: ServiceItemPatch) {
  const [row] = await db
    .update(serviceItems)
    .set({
      title: patch.title,
      description: patch.description,
      icon: patch.icon,
      link: patch.link,
      sortOrder: patch.sort_order,
      isActive: patch.is_active,
      updatedAt: sql`now()`,
    })
    .where(eq(serviceItems.pid, pid))
    .returning();
  if (!row) throw notFound(contentTexts.serviceItemNotFound);
  return presentForAdmin(row);
}

export async function deleteServiceItem(db: Executor, pid: string) {
  const deleted = await db
    .delete(serviceItems)
    .where(eq(serviceItems.pid, pid))
    .returning({ id: serviceItems.id });
  if (!deleted.length) throw notFound(contentTexts.serviceItemNotFound);
}
