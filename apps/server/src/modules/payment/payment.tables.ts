import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.ts';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/**
 * A card payment through a gateway: pending -> paid | failed | cancelled. Only `paid` is final: an OK
 * callback on a failed or cancelled payment is still verified with the gateway, which has the last word.
 */
export const payments = pgTable(
  'payments',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    pid: text().notNull().unique(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    purpose: text().notNull(),
    /** Rials asked of the card. */
    amount: bigint({ mode: 'number' }).notNull(),
    /** Coins credited to the wallet once paid. */
    coins: bigint({ mode: 'number' }).notNull(),
    exchangeRate: numeric({ precision: 18, scale: 4 }).notNull(),
    coinPackagePid: text(),
    description: text().notNull(),
    gateway: text().notNull(),
    authority: text().unique(),
    status: text().notNull().default('pending'),
    reason: text(),
    refId: text(),
    cardPan: text(),
    idempotencyKey: text().notNull().unique(),
    verifyAttempts: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: createdAt(),
    paidAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('payments_user_idx').on(t.userId, t.createdAt)],
);

/** The sandbox gateway's own books: what a bank would know about each authority it issued. */
export const sandboxPayments = pgTable('sandbox_payments', {
  authority: text().primaryKey(),
  merchantId: text().notNull(),
  amount: bigint({ mode: 'number' }).notNull(),
  description: text().notNull(),
  callbackUrl: text().notNull(),
  mobile: text(),
  status: text().notNull().default('pending'),
  verified: boolean().notNull().default(false),
  refId: text(),
  cardPan: text(),
  createdAt: createdAt(),
  paidAt: timestamp({ withTimezone: true }),
});
