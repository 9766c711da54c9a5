import { bigint, bigserial, date, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../auth/auth.tables.ts';

/** Official holidays (Fridays are holidays without a row); seeded for 1404 and 1405, edited by admins. */
export const calendarHolidays = pgTable('calendar_holidays', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  pid: text().notNull().unique(),
  date: date({ mode: 'string' }).notNull().unique(),
  title: text().notNull(),
  createdById: bigint({ mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
