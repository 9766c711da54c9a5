import { bigint, bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { officeClients } from '../../office/tables/clients.ts';
import { calendarEvents } from './events.ts';

/**
 * A hearing's reminder texted to one client of the event's case (her mobile in the office's client
 * list, account or not), paid from the office's SMS credit. A graphile-worker job keyed
 * `calendar-client-text:<pid>` sends it at `remind_at`; moving the event replaces the pending ones.
 */
export const calendarClientTexts = pgTable(
  'calendar_client_texts',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    pid: text().notNull().unique(),
    eventId: bigint({ mode: 'number' })
      .notNull()
      .references(() => calendarEvents.id, { onDelete: 'cascade' }),
    clientId: bigint({ mode: 'number' })
      .notNull()
      .references(() => officeClients.id, { onDelete: 'cascade' }),
    remindAt: timestamp({ withTimezone: true }).notNull(),
    /** scheduled -> sent | missed (the event was over first). */
    status: text().notNull().default('scheduled'),
    /** sent | no_credit | failed, once it fired. */
    smsStatus: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('calendar_client_texts_event_idx').on(t.eventId),
    uniqueIndex('calendar_client_texts_unique_key').on(t.eventId, t.clientId, t.remindAt),
  ],
);
