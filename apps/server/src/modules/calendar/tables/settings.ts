import { bigint, boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../auth/auth.tables.ts';

/**
 * One person's calendar settings (a missing row means the defaults). `feed_token_hash` is the SHA-256 of
 * the secret in their ICS feed address: the address itself is shown once and never stored.
 */
export const calendarSettings = pgTable('calendar_settings', {
  userId: bigint({ mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reminderOffsets: integer().array().notNull(),
  defaultChannel: text().notNull(),
  smsReminders: boolean().notNull(),
  weekStart: text().notNull(),
  workingDays: text().array().notNull(),
  workStarts: text().notNull(),
  workEnds: text().notNull(),
  feedTokenHash: text().unique(),
  feedCreatedAt: timestamp({ withTimezone: true }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
