import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../../auth/auth.tables.ts';
import { calendarEvents } from './events.ts';

/**
 * A reminder of one event for one person, `offset_minutes` before the event's anchor (its start; 08:00 of
 * the day for an all-day event). `remind_at` is kept in step by the service, and a graphile-worker job
 * keyed `calendar-reminder:<pid>` fires it. Deleting the event deletes its reminders (their jobs are
 * cancelled in the same transaction).
 */
export const calendarReminders = pgTable(
  'calendar_reminders',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    pid: text().notNull().unique(),
    eventId: bigint({ mode: 'number' })
      .notNull()
      .references(() => calendarEvents.id, { onDelete: 'cascade' }),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offsetMinutes: integer().notNull(),
    remindAt: timestamp({ withTimezone: true }).notNull(),
    channel: text().notNull(),
    /** scheduled -> sent | missed (its time came after the event had ended). */
    status: text().notNull().default('scheduled'),
    smsStatus: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdById: bigint({ mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('calendar_reminders_event_idx').on(t.eventId),
    uniqueIndex('calendar_reminders_unique_key').on(t.eventId, t.userId, t.offsetMinutes, t.channel),
  ],
);
