import type {
  KnowledgeEntry,
  KnowledgeKind,
  zCreateKnowledgeEntryRequest,
  zKnowledgeListQuery,
  zUpdateKnowledgeEntryRequest,
} from '@vakilyar/contract';
import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { notFound } from '../../../core/errors.ts';
import { newPid } from '../../../core/ids.ts';
import { orderingFor, pageWindow } from '../../../core/paging.ts';
import type { Db, Executor } from '../../../db/client.ts';
import type { Actor } from '../../auth/actor.ts';
import { keyOf, textSearch } from '../../office/search-sql.ts';
import { aiKnowledgeSeeds, aiKnowledgeEntries as k } from '../tables/knowledge.ts';
import { aiTexts } from './ai.messages.ts';
import { KNOWLEDGE_SEED, KNOWLEDGE_SEED_VERSION } from './knowledge.seed.ts';

type CreateInput = z.output<typeof zCreateKnowledgeEntryRequest>;
type UpdateInput = z.output<typeof zUpdateKnowledgeEntryRequest>;
type ListQuery = z.output<typeof zKnowledgeListQuery>;
type Row = typeof k.$inferSelect;

/** The searchKey() text retrieval reads: title, body, source and tags. */
const searchTextOf = (e: { title: string; body: string; source: string; tags: string[] }) =>
  keyOf([e.title, e.body, e.source, ...e.tags].join(' ')) ?? '';

const present = (row: Row): KnowledgeEntry => ({
  pid: row.pid,
  kind: row.kind as KnowledgeKind,
  title: row.title,
  body: row.body,
  source: row.source,
  tags: row.tags,
  is_active: row.isActive,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/**
 * Loads the built-in entries once per database: the seed version is claimed in the same transaction, so
 * several processes starting together load it once. A new version replaces the built-in entries no admin
 * has touched; entries an admin added, edited or deactivated stay as they are (and are not loaded twice).
 */
export async function loadKnowledgeSeed(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(aiKnowledgeSeeds)
      .values({ version: KNOWLEDGE_SEED_VERSION })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return false;
    await tx.delete(k).where(and(isNull(k.createdById), isNull(k.updatedById)));
    const kept = await tx.select({ source: k.source }).from(k).where(isNull(k.createdById));
    const keptSources = new Set(kept.map((row) => row.source));
    const fresh = KNOWLEDGE_SEED.filter((entry) => !keptSources.has(entry.source));
    if (fresh.length) {
      await tx
        .insert(k)
        .values(
          fresh.map(({ key: _, ...entry }) => ({ ...entry, pid: newPid(), searchText: searchTextOf(entry) })),
        );
    }
    return true;
  });
}

/** The admins' knowledge base (/api/admin/v1/ai/knowledge/). */
export function createKnowledgeService(db: Db) {
  async function find(executor: Executor, pid: string) {
    const [row] = await executor.select().from(k).where(eq(k.pid, pid));
    if (!row) throw notFound(aiTexts.entryNotFound);
    return row;
  }

  async function list(query: ListQuery) {
    const search = textSearch(k.searchText, query.search);
    const where = and(
      query.kind ? eq(k.kind, query.kind) : undefined,
      query.is_active ? eq(k.isActive, query.is_active === 'true') : undefined,
      query.tag ? sql`${query.tag} = any(${k.tags})` : undefined,
      search?.where,
    ) as SQL | undefined;
    const order = orderingFor(
      { created_at: k.createdAt, updated_at: k.updatedAt, title: k.title },
      query.ordering,
      search ? [desc(search.rank), desc(k.id)] : [desc(k.updatedAt), desc(k.id)],
    );
    const { limit, offset } = pageWindow(query);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(k)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(k).where(where),
    ]);
    return { count: total?.n ?? 0, results: rows.map(present) };
  }

  async function create(admin: Actor, input: CreateInput) {
    const [row] = await db
      .insert(k)
      .values({
        pid: newPid(),
        kind: input.kind,
        title: input.title,
        body: input.body,
        source: input.source,
        tags: input.tags,
        isActive: input.is_active,
        searchText: searchTextOf(input),
        createdById: admin.userId,
        updatedById: admin.userId,
      })
      .returning();
    if (!row) throw new Error('knowledge insert returned nothing');
    return { ...present(row), message: aiTexts.entryCreated };
  }

  async function update(admin: Actor, pid: string, input: UpdateInput) {
    const row = await db.transaction(async (tx) => {
      const current = await find(tx, pid);
      const next = {
        title: input.title ?? current.title,
        body: input.body ?? current.body,
        source: input.source ?? current.source,
        tags: input.tags ?? current.tags,
      };
      const [row] = await tx
        .update(k)
        .set({
          ...next,
          kind: input.kind,
          isActive: input.is_active,
          searchText: searchTextOf(next),
          updatedById: admin.userId,
          updatedAt: sql`now()`,
        })
        .where(eq(k.id, current.id))
        .returning();
      return row ?? current;
    });
    return { ...present(row), message: aiTexts.entryUpdated };
  }

  async function remove(pid: string) {
    const row = await find(db, pid);
    await db.delete(k).where(eq(k.id, row.id));
  }

  return { list, get: async (pid: string) => present(await find(db, pid)), create, update, remove };
}

export type KnowledgeService = ReturnType<typeof createKnowledgeService>;
