import type { AppPlatform, VersionStatusPatch } from '@vakilyar/contract';
import { APP_PLATFORMS } from '@vakilyar/contract';
import { eq, sql } from 'drizzle-orm';
import { fieldError, notFound } from '../../core/errors.ts';
import type { Db, Executor } from '../../db/client.ts';
import { contentTexts } from './content.messages.ts';
import { appVersions } from './tables/settings.ts';

type VersionRow = typeof appVersions.$inferSelect;

async function findVersion(db: Executor, os: AppPlatform, forUpdate = false): Promise<VersionRow> {
  const query = db.select().from(appVersions).where(eq(appVersions.os, os));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(contentTexts.versionNotFound);
  return row;
}

/** Whether a build of an app must or may update, with the sentence its update dialog shows. */
export async function versionStatus(db: Executor, os: AppPlatform, build: number) {
  const row = await findVersion(db, os);
  const forceUpdate = build < row.minSupportedBuild;
  const updateAvailable = build < row.latestBuild;
  const message = forceUpdate
    ? contentTexts.versionForceUpdate(row.latestVersion)
    : updateAvailable
      ? contentTexts.versionUpdateAvailable(row.latestVersion)
      : contentTexts.versionUpToDate;
  return {
    os,
    latest_version: row.latestVersion,
    latest_build: row.latestBuild,
    min_supported_build: row.minSupportedBuild,
    force_update: forceUpdate,
    update_available: updateAvailable,
    store_url: row.storeUrl,
    release_notes: row.releaseNotes,
    message,
  };
}

const presentForAdmin = (row: VersionRow) => ({
  os: row.os as AppPlatform,
  latest_version: row.latestVersion,
  latest_build: row.latestBuild,
  min_supported_build: row.minSupportedBuild,
  store_url: row.storeUrl,
  release_notes: row.releaseNotes,
  updated_at: row.updatedAt.toISOString(),
});

export async function listVersionsForAdmin(db: Executor) {
  const rows = await db.select().from(appVersions);
  return rows
    .sort((a, b) => APP_PLATFORMS.indexOf(a.os as AppPlatform) - APP_PLATFORMS.indexOf(b.os as AppPlatform))
    .map(presentForAdmin);
}

export const getVersionForAdmin = async (db: Executor, os: AppPlatform) =>
  presentForAdmin(await findVersion(db, os));

/**
 * The builds are checked together with the stored ones, under the row's lock: the minimum never passes
 * the latest, even when two admins save at once.
 */
export async function updateVersion(db: Db, os: AppPlatform, patch: VersionStatusPatch, adminId: number) {
  return db.transaction(async (tx) => {
    const row = await findVersion(tx, os, true);
    const latest = patch.latest_build ?? row.latestBuild;
    const minimum = patch.min_supported_build ?? row.minSupportedBuild;
    if (minimum > latest) throw fieldError('min_supported_build', contentTexts.buildsOutOfOrder);
    const [updated] = await tx
      .update(appVersions)
      .set({
        latestVersion: patch.latest_version,
        latestBuild: patch.latest_build,
        minSupportedBuild: patch.min_supported_build,
        storeUrl: patch.store_url,
        releaseNotes: patch.release_notes,
        updatedById: adminId,
        updatedAt: sql`now()`,
      })
      .where(eq(appVersions.os, os))
      .returning();
    if (!updated) throw notFound(contentTexts.versionNotFound);
    return presentForAdmin(updated);
  });
}
