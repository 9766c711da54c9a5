import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../auth/auth.tables.ts';

/** A message of the contact-us form; an admin marks it handled. */
export const contactMessages = pgTable(
  'content_contact_messages',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    pid: text().notNull().unique(),
    name: text().notNull(),
    email: text(),
    mobile: text(),
    subject: text().notNull(),
    message: text().notNull(),
    ip: text(),
    searchKey: text().notNull(),
    handledAt: timestamp({ withTimezone: true }),
    handledById: bigint({ mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_contact_messages_created_idx').on(t.createdAt)],
);

/** A newsletter address; unsubscribing keeps the row with `unsubscribed_at`, so a later subscribe revives it. */
export const newsletterSubscribers = pgTable('content_newsletter_subscribers', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  email: text().notNull().unique(),
  subscribedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  unsubscribedAt: timestamp({ withTimezone: true }),
});

/** A signed-in user's feedback, and the admin's one reply. */
export const feedback = pgTable(
  'content_feedback',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    pid: text().notNull().unique(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text().notNull(),
    message: text().notNull(),
    category: text().notNull(),
    rating: integer(),
    searchKey: text().notNull(),
    reply: text(),
    repliedAt: timestamp({ withTimezone: true }),
    repliedById: bigint({ mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('content_feedback_user_idx').on(t.userId, t.createdAt),
    index('content_feedback_created_idx').on(t.createdAt),
    check('content_feedback_rating_check', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    check(
      'content_feedback_category_check',
      sql`${t.category} in ('suggestion', 'bug', 'complaint', 'other')`,
    ),
  ],
);
