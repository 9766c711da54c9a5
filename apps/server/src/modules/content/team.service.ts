import type { TeamMemberInput, TeamMemberPatch } from '@vakilyar/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import { notFound } from '../../core/errors.ts';
import { newPid } from '../../core/ids.ts';
import type { Executor } from '../../db/client.ts';
import { contentTexts } from './content.messages.ts';
import { imageIdFor, imageUrl } from './images.service.ts';
import { displayOrder } from './sql-kit.ts';
import { contentImages } from './tables/images.ts';
import { teamMembers } from './tables/site.ts';

type MemberRow = typeof teamMembers.$inferSelect;

const present = (row: MemberRow, photoPid: string | null) => ({
  pid: row.pid,
  full_name: row.fullName,
  role_title: row.roleTitle,
  bio: row.bio,
  photo_url: photoPid ? imageUrl(photoPid) : null,
  sort_order: row.sortOrder,
});

const presentForAdmin = (row: MemberRow, photoPid: string | null) => ({
  ...present(row, photoPid),
  photo_id: photoPid,
  is_active: row.isActive,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const selectMembers = (db: Executor, where: SQL | undefined) =>
  db
    .select({ row: teamMembers, photoPid: contentImages.pid })
    .from(teamMembers)
    .leftJoin(contentImages, eq(contentImages.id, teamMembers.photoId))
    .where(where)
    .orderBy(...displayOrder(teamMembers));

/** The about-us team: active members in display order. */
export async function listTeamMembers(db: Executor) {
  const rows = await selectMembers(db, eq(teamMembers.isActive, true));
  return rows.map((r) => present(r.row, r.photoPid));
}

export async function listTeamMembersForAdmin(db: Executor) {
  const rows = await selectMembers(db, undefined);
  return rows.map((r) => presentForAdmin(r.row, r.photoPid));
}

export async function getTeamMemberForAdmin(db: Executor, pid: string) {
  const [found] = await selectMembers(db, eq(teamMembers.pid, pid));
  if (!found) throw notFound(contentTexts.teamMemberNotFound);
  return presentForAdmin(found.row, found.photoPid);
}

export async function createTeamMember(db: Executor, input: TeamMemberInput) {
  const pid = newPid();
  await db.insert(teamMembers).values({
    pid,
    fullName: input.full_name,
    roleTitle: input.role_title,
    bio: input.bio ?? null,
    photoId: (await imageIdFor(db, 'photo_id', input.photo_id)) ?? null,
    sortOrder: input.sort_order,
    isActive: input.is_active,
  });
  return getTeamMemberForAdmin(db, pid);
}

export async function updateTeamMember(db: Executor, pid: string, patch: TeamMemberPatch) {
  const photoId = await imageIdFor(db, 'photo_id', patch.photo_id);
  const updated = await db
    .update(teamMembers)
    .set({
      fullName: patch.full_name,
      roleTitle: patch.role_title,
      bio: patch.bio,
      photoId,
      sortOrder: patch.sort_order,
      isActive: patch.is_active,
      updatedAt: sql`now()`,
    })
    .where(eq(teamMembers.pid, pid))
    .returning({ id: teamMembers.id });
  if (!updated.length) throw notFound(contentTexts.teamMemberNotFound);
  return getTeamMemberForAdmin(db, pid);
}

export async function deleteTeamMember(db: Executor, pid: string) {
  const deleted = await db
    .delete(teamMembers)
    .where(eq(teamMembers.pid, pid))
    .returning({ id: teamMembers.id });
  if (!deleted.length) throw notFound(contentTexts.teamMemberNotFound);
}
