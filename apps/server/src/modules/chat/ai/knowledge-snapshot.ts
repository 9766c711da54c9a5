import { count, eq, max, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { aiKnowledgeEntries as k } from '../tables/knowledge.ts';

export interface KnowledgeRow {
  pid: string;
  kind: string;
  title: string;
  body: string;
  source: string;
  tags: string[];
}

export interface KnowledgeSnapshot {
  /** Changes whenever an entry is added, edited, (de)activated or removed. */
  version: string;
  rows: KnowledgeRow[];
}

const SNAPSHOTS = new WeakMap<object, KnowledgeSnapshot>();

/**
 * The active entries of the knowledge base, read again only when they changed: each question costs one
 * small aggregate query instead of a search over the table (an admin's edit answers the very next question).
 */
export async function activeKnowledge(db: Executor): Promise<KnowledgeSnapshot> {
  const [stats] = await db
    // As PostgreSQL writes it, to the microsecond: a Date printed by String() keeps only the second, and an
    // edit within the second of the last change would answer from the old entries.
    .select({ n: count(), updated: sql<string | null>`max(${k.updatedAt})::text`, id: max(k.id) })
    .from(k)
    .where(eq(k.isActive, true));
  const version = `${stats?.n ?? 0}:${stats?.updated ?? ''}:${stats?.id ?? 0}`;
  const cached = SNAPSHOTS.get(db);
  if (cached?.version === version) return cached;
  const rows = await db
    .select({ pid: k.pid, kind: k.kind, title: k.title, body: k.body, source: k.source, tags: k.tags })
    .from(k)
    .where(eq(k.isActive, true))
    .orderBy(k.id);
  const snapshot = { version, rows };
  SNAPSHOTS.set(db, snapshot);
  return snapshot;
}
