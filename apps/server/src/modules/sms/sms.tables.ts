import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Credit to give back when an outbox message finally fails (what its queuing spent). */
export interface OutboxRefund {
  userId: number;
  spendKey: string;
  segments: number;
}

/**
 * Every SMS the platform sends, whatever the provider; the console provider's outbox. A message queued in
 * the transaction that decided it (`sms-outbox.ts`) starts `pending` and becomes `sent` or `failed`; one
 * sent at once (a login code) is written `sent`.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    recipient: text().notNull(),
    text: text().notNull(),
    kind: text().notNull(),
    /** What a queued message is about (a reminder's pid), for its kind's record of a failure. */
    reference: text(),
    provider: text().notNull(),
    /** pending -> sending (leased until `leaseUntil`) -> sent | pending again (retry) | failed. */
    status: text().notNull(),
    providerMessageId: text(),
    attempts: integer().notNull().default(0),
    /** When a pending message may be tried (again); a lease's end while it is being sent. */
    leaseUntil: timestamp({ withTimezone: true }),
    refund: jsonb().$type<OutboxRefund>(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sms_messages_recipient_idx').on(t.recipient, t.createdAt),
    index('sms_messages_outbox_idx').on(t.id).where(sql`${t.status} in ('pending', 'sending')`),
  ],
);
