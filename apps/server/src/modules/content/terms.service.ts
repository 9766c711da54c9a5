import type { PageQuery, TermsInput, TermsPatch } from '@vakilyar/contract';
import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { conflict, notFound } from '../../core/errors.ts';
import { newPid } from '../../core/ids.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db, Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { contentTexts } from './content.messages.ts';
import { iso } from './route-kit.ts';
import { termsVersions } from './tables/site.ts';

type TermsRow = typeof termsVersions.$inferSelect;

const published = isNotNull(termsVersions.publishedAt);
/** Newest first: the latest publication, then drafts by creation (drafts sort first for the admin). */
const newestFirst = [desc(termsVersions.publishedAt), desc(termsVersions.id)];

const present = (row: TermsRow) => ({
  pid: row.pid,
  title: row.title,
  version: row.version,
  body: row.body,
  is_current: row.isCurrent,
  published_at: iso(row.publishedAt) ?? '',
});

const presentForAdmin = (row: TermsRow) => ({
  pid: row.pid,
  title: row.title,
  version: row.version,
  body: row.body,
  status: row.publishedAt ? ('published' as const) : ('draft' as const),
  is_current: row.isCurrent,
  published_at: iso(row.publishedAt),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

async function pageOf(db: Executor, query: PageQuery, onlyPublished: boolean) {
  const where = onlyPublished ? published : undefined;
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(termsVersions)
      .where(where)
      .orderBy(
        ...(onlyPublished
          ? newestFirst
          : [sql`${termsVersions.publishedAt} desc nulls first`, desc(termsVersions.id)]),
      )
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(termsVersions).where(where),
  ]);
  return { count: total?.n ?? 0, rows };
}

/** Published versions, newest first; the current one is flagged. */
export async function listTerms(db: Executor, query: PageQuery) {
  const page = await pageOf(db, query, true);
  return { count: page.count, results: page.rows.map(present) };
}

export async function getTerms(db: Executor, pid: string) {
  const [row] = await db
    .select()
    .from(termsVersions)
    .where(and(eq(termsVersions.pid, pid), published));
  if (!row) throw notFound(contentTexts.termsNotFound);
  return present(row);
}

// ---------------------------------------------------------------------------------------------
// Admin: drafts are edited; publishing makes one version current; published text never changes.
// ---------------------------------------------------------------------------------------------

export async function listTermsForAdmin(db: Executor, query: PageQuery) {
  const page = await pageOf(db, query, false);
  return { count: page.count, results: page.rows.map(presentForAdmin) };
}

async function findRow(db: Executor, pid: string) {
  const [row] = await db.select().from(termsVersions).where(eq(termsVersions.pid, pid));
  if (!row) throw notFound(contentTexts.termsNotFound);
  return row;
}

export const getTermsForAdmin = async (db: Executor, pid: string) => presentForAdmin(await findRow(db, pid));

const versionTaken = (error: unknown) => {
  if (isUniqueViolation(error)) throw conflict(contentTexts.termsVersionTaken);
  throw error;
};

export async function createTermsDraft(db: Executor, input: TermsInput) {
  const [row] = await db
    .insert(termsVersions)
    .values({ pid: newPid(), title: input.title, version: input.version, body: input.body })
    .returning()
    .catch(versionTaken);
  if (!row) throw new Error('terms row not written');
  return presentForAdmin(row);
}

export async function updateTermsDraft(db: Executor, pid: string, patch: TermsPatch) {
  const [row] = await db
    .update(termsVersions)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(termsVersions.pid, pid), isNull(termsVersions.publishedAt)))
    .returning()
    .catch(versionTaken);
  if (row) return presentForAdmin(row);
  await findRow(db, pid);
  throw conflict(contentTexts.termsLocked);
}

export async function deleteTermsDraft(db: Executor, pid: string) {
  const deleted = await db
    .delete(termsVersions)
    .where(and(eq(termsVersions.pid, pid), isNull(termsVersions.publishedAt)))
    .returning({ id: termsVersions.id });
  if (deleted.length) return;
  await findRow(db, pid);
  throw conflict(contentTexts.termsLocked);
}

/**
 * Makes a version the current terms: a draft is published now; an older published version becomes current
 * again with its own date. Publications are serialized, so two at once still leave exactly one current.
 */
export async function publishTerms(db: Db, pid: string) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('content_terms_publish'))`);
    const row = await findRow(tx, pid);
    await tx
      .update(termsVersions)
      .set({ isCurrent: false, updatedAt: sql`now()` })
      .where(eq(termsVersions.isCurrent, true));
    const [current] = await tx
      .update(termsVersions)
      .set({ isCurrent: true, publishedAt: row.publishedAt ?? sql`now()`, updatedAt: sql`now()` })
      .where(eq(termsVersions.id, row.id))
      .returning();
    if (!current) throw notFound(contentTexts.termsNotFound);
    return presentForAdmin(current);
  });
}
