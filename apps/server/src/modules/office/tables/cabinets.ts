import { sql } from 'drizzle-orm';
import { bigint, bigserial, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../auth/auth.tables.ts';
import { offices } from './offices.ts';

/** An archive cabinet (قفسه بایگانی) of the office; cases may sit in one. */
export const archiveCabinets = pgTable(
  'archive_cabinets',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    pid: text().notNull().unique(),
    officeId: bigint({ mode: 'number' })
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    code: text(),
    location: text(),
    description: text(),
    createdById: bigint({ mode: 'number' }).references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('archive_cabinets_office_code_key').on(t.officeId, t.code).where(sql`${t.code} is not null`),
  ],
);
