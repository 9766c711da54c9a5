import {
  bigint,
  bigserial,
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.ts';
import { officeCases } from '../office/tables/cases.ts';

/**
 * Admins' corrections of imported articles, every one kept: the newest row of an article is the text in
 * force, laid over the imported data file's; the rows before it are its history. The imported texts
 * themselves live in the data files (src/modules/law/data), not in the database.
 */
export const lawArticleCorrections = pgTable(
  'law_article_corrections',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    pid: text().notNull().unique(),
    law: text().notNull(),
    article: text().notNull(),
    previousText: text().notNull(),
    previousNotes: jsonb().$type<{ label: string; text: string }[]>().notNull(),
    text: text().notNull(),
    notes: jsonb().$type<{ label: string; text: string }[]>().notNull(),
    reason: text().notNull(),
    amended: boolean(),
    amendedNote: text(),
    textDate: text(),
    correctedById: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('law_article_corrections_article_idx').on(t.law, t.article, t.id)],
);

/** An article kept with a case (its page lists them; the AI never reads them). */
export const caseLawPins = pgTable(
  'case_law_pins',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    caseId: bigint({ mode: 'number' })
      .notNull()
      .references(() => officeCases.id, { onDelete: 'cascade' }),
    law: text().notNull(),
    article: text().notNull(),
    note: text(),
    pinnedById: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('case_law_pins_article_idx').on(t.caseId, t.law, t.article)],
);
