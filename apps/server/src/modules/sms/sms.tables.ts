import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every SMS the platform sends, whatever the provider; the console provider's outbox. */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    recipient: text().notNull(),
    text: text().notNull(),
    kind: text().notNull(),
    provider: text().notNull(),
    status: text().notNull(),
    providerMessageId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_messages_recipient_idx').on(t.recipient, t.createdAt)],
);
