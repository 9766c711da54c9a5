import type { SocialIcon, SocialLinkInput, SocialLinkPatch } from '@vakilyar/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { notFound } from '../../core/errors.ts';
import { newPid } from '../../core/ids.ts';
import type { Executor } from '../../db/client.ts';
import { contentTexts } from './content.messages.ts';
import { displayOrder } from './sql-kit.ts';
import { socialLinks } from './tables/site.ts';

type LinkRow = typeof socialLinks.$inferSelect;

const present = (row: LinkRow) => ({
  pid: row.pid,
  name: row.name,
  url: row.url,
  icon: row.icon as SocialIcon,
  sort_order: row.sortOrder,
});

const presentForAdmin = (row: LinkRow) => ({
  ...present(row),
  is_active: row.isActive,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const selectLinks = (db: Executor, where: SQL | undefined) =>
  db
    .select()
    .from(socialLinks)
    .where(where)
    .orderBy(...displayOrder(socialLinks));

/** The site's social networks: active ones in display order. */
export async function listSocialLinks(db: Executor) {
  return (await selectLinks(db, eq(socialLinks.isActive, true))).map(present);
}

export async function getSocialLink(db: Executor, pid: string) {
  const [row] = await selectLinks(db, and(eq(socialLinks.pid, pid), eq(socialLinks.isActive, true)));
  if (!row) throw notFound(contentTexts.socialLinkNotFound);
  return present(row);
}

export async function listSocialLinksForAdmin(db: Executor) {
  return (await selectLinks(db, undefined)).map(presentForAdmin);
}

export async function getSocialLinkForAdmin(db: Executor, pid: string) {
  const [row] = await selectLinks(db, eq(socialLinks.pid, pid));
  if (!row) throw notFound(contentTexts.socialLinkNotFound);
  return presentForAdmin(row);
}

export async function createSocialLink(db: Executor, input: SocialLinkInput) {
  const [row] = await db
    .insert(socialLinks)
    .values({
      pid: newPid(),
      name: input.name,
      url: input.url,
      icon: input.icon,
      sortOrder: input.sort_order,
      isActive: input.is_active,
    })
    .returning();
  if (!row) throw new Error('social link not written');
  return presentForAdmin(row);
}

export async function updateSocialLink(db: Executor, pid: string, patch: SocialLinkPatch) {
  const [row] = await db
    .update(socialLinks)
    .set({
      name: patch.name,
      url: patch.url,
      icon: patch.icon,
      sortOrder: patch.sort_order,
      isActive: patch.is_active,
      updatedAt: sql`now()`,
    })
    .where(eq(socialLinks.pid, pid))
    .returning();
  if (!row) throw notFound(contentTexts.socialLinkNotFound);
  return presentForAdmin(row);
}

export async function deleteSocialLink(db: Executor, pid: string) {
  const deleted = await db
    .delete(socialLinks)
    .where(eq(socialLinks.pid, pid))
    .returning({ id: socialLinks.id });
  if (!deleted.length) throw notFound(contentTexts.socialLinkNotFound);
}
