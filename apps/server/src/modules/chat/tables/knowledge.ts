import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../auth/auth.tables.ts';

/**
 * The legal knowledge the AI assistant answers from (articles of law and vetted Q&A), managed by
 * admins. `search_text` is the searchKey() of title, body, source and tags; a full-text index over it
 * ('simple' configuration: no Persian stemmer exists in PostgreSQL) and a trigram index serve retrieval.
 */
export const aiKnowledgeEntries = pgTable(
  'ai_knowledge_entries',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    pid: text().notNull().unique(),
    kind: text().notNull().default('law_article'),
    title: text().notNull(),
    body: text().notNull(),
    source: text().notNull(),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean().notNull().default(true),
    searchText: text('search_text').notNull(),
    createdById: bigint({ mode: 'number' }).references(() => users.id),
    updatedById: bigint({ mode: 'number' }).references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ai_knowledge_entries_kind', sql`${t.kind} in ('law_article', 'qa')`),
    index('ai_knowledge_entries_fts_idx').using('gin', sql`to_tsvector('simple', ${t.searchText})`),
    index('ai_knowledge_entries_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** Versions of the built-in knowledge seed already loaded: an admin's later edits and deletions stay. */
export const aiKnowledgeSeeds = pgTable('ai_knowledge_seeds', {
  version: text().primaryKey(),
  loadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
