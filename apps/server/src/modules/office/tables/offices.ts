import { bigint, bigserial, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../auth/auth.tables.ts';

/** A lawyer's practice. */
export const offices = pgTable('offices', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  pid: text().notNull().unique(),
  ownerId: bigint({ mode: 'number' })
    .notNull()
    .unique()
    .references(() => users.id),
  name: text().notNull(),
  /** The lawyer's licence number (پروانه وکالت), as the office files it. */
  licenceNo: text(),
  barAssociation: text(),
  address: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A secretary works in at most one office at a time; removing the row ends their access at once. */
export const officeSecretaries = pgTable('office_secretaries', {
  userId: bigint({ mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  officeId: bigint({ mode: 'number' })
    .notNull()
    .references(() => offices.id, { onDelete: 'cascade' }),
  assignedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
