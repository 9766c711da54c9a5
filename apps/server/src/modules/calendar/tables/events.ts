import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../../auth/auth.tables.ts';
import { officeCases } from '../../office/tables/cases.ts';
import { offices } from '../../office/tables/offices.ts';

/**
 * A calendar event. It sits in exactly one calendar: an office's (shared by its lawyer and secretaries)
 * or one person's own (clients, consultants). An all-day event starts at midnight in Tehran of its first
 * day and `ends_at` is midnight of its last day. `search_text` is the search key of its texts.
 */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    pid: text().notNull().unique(),
    officeId: bigint({ mode: 'number' }).references(() => offices.id, { onDelete: 'cascade' }),
    ownerId: bigint({ mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    caseId: bigint({ mode: 'number' }).references(() => officeCases.id, { onDelete: 'set null' }),
    title: text().notNull(),
    eventType: text().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    allDay: boolean().notNull().default(false),
    location: text(),
    court: text(),
    branch: text(),
    description: text(),
    deadlineServedOn: date({ mode: 'string' }),
    deadlineRule: text(),
    deadlineDays: integer(),
    /** Shown to the linked case's clients (their case page, dashboard, calendar); never its description. */
    sharedWithClients: boolean().notNull().default(false),
    /** The case's clients get an SMS the day before, paid from the office's SMS credit. */
    smsClients: boolean().notNull().default(false),
    searchText: text().notNull().default(''),
    createdById: bigint({ mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    updatedById: bigint({ mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('calendar_events_one_calendar', sql`(${t.officeId} is null) <> (${t.ownerId} is null)`),
    check('calendar_events_ends_after_start', sql`${t.endsAt} >= ${t.startsAt}`),
    index('calendar_events_office_starts_idx').on(t.officeId, t.startsAt),
    index('calendar_events_owner_starts_idx').on(t.ownerId, t.startsAt),
    index('calendar_events_case_idx').on(t.caseId),
  ],
);
