import type { DraftBody } from '@vakilyar/contract';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.ts';
import { officeCases } from '../office/tables/cases.ts';
import { offices } from '../office/tables/offices.ts';

/** An office's own template (the built-in ones live in code). `archived_at` hides it from new drafts. */
export const draftTemplates = pgTable(
  'draft_templates',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    pid: text().notNull().unique(),
    officeId: bigint({ mode: 'number' })
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    kind: text().notNull(),
    purpose: text().notNull().default(''),
    body: jsonb().$type<DraftBody>().notNull(),
    archivedAt: timestamp({ withTimezone: true }),
    createdById: bigint({ mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    updatedById: bigint({ mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('draft_templates_office_idx').on(t.officeId, t.updatedAt)],
);

/**
 * A draft written for a case from a template: the editor's JSON with field nodes, the values the lawyer
 * typed for fields, and a version that every save raises (a save from an older version is refused).
 */
export const drafts = pgTable(
  'drafts',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    pid: text().notNull().unique(),
    officeId: bigint({ mode: 'number' })
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    caseId: bigint({ mode: 'number' })
      .notNull()
      .references(() => officeCases.id, { onDelete: 'cascade' }),
    templatePid: text(),
    templateTitle: text(),
    title: text().notNull(),
    kind: text().notNull(),
    body: jsonb().$type<DraftBody>().notNull(),
    values: jsonb().$type<Record<string, string>>().notNull(),
    version: integer().notNull().default(1),
    wordCount: integer().notNull().default(0),
    createdById: bigint({ mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    updatedById: bigint({ mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('drafts_case_updated_idx').on(t.caseId, t.updatedAt)],
);

/**
 * The draft's history: one row per sitting (saves by the same person within minutes of each other fold into
 * one row), so autosave does not bury the versions a lawyer wants to go back to.
 */
export const draftVersions = pgTable(
  'draft_versions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    draftId: bigint({ mode: 'number' })
      .notNull()
      .references(() => drafts.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    title: text().notNull(),
    body: jsonb().$type<DraftBody>().notNull(),
    values: jsonb().$type<Record<string, string>>().notNull(),
    wordCount: integer().notNull().default(0),
    savedById: bigint({ mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    savedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('draft_versions_draft_version_key').on(t.draftId, t.version)],
);
