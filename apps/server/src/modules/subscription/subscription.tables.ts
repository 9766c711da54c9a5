import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.ts';
import { payments } from '../payment/payment.tables.ts';
import { ledgerMovements } from '../wallet/wallet.tables.ts';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** A plan: price in coins, length in days, and its limits (null: unlimited). */
export const subscriptionPackages = pgTable('subscription_packages', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  pid: text().notNull().unique(),
  name: text().notNull(),
  description: text().notNull().default(''),
  price: integer().notNull(),
  durationDays: integer().notNull(),
  maxCases: integer(),
  aiChatsPerMonth: integer(),
  includedSms: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
  sortOrder: integer().notNull().default(0),
  createdAt: createdAt(),
  updatedAt: createdAt(),
  deletedAt: timestamp({ withTimezone: true }),
});

/**
 * A user's subscription, with the package's price and limits copied at purchase so a later edit of the
 * package does not change what was bought. Status: pending_payment -> active | failed; active ->
 * cancelled (no renewal, access until ends_at); active | cancelled -> upgraded when a pricier plan
 * replaces it before its end (`replaces_id` on the new one). Expiry is read from ends_at.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    pid: text().notNull().unique(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    packageId: bigint({ mode: 'number' })
      .notNull()
      .references(() => subscriptionPackages.id),
    status: text().notNull(),
    price: integer().notNull(),
    durationDays: integer().notNull(),
    maxCases: integer(),
    aiChatsPerMonth: integer(),
    includedSms: integer().notNull().default(0),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    autoRenew: boolean().notNull().default(true),
    cancelledAt: timestamp({ withTimezone: true }),
    paymentId: bigint({ mode: 'number' }).references(() => payments.id),
    movementId: bigint({ mode: 'number' }).references(() => ledgerMovements.id),
    idempotencyKey: text().unique(),
    /** The current subscription this one ends when it starts: an upgrade. */
    replacesId: bigint({ mode: 'number' }).references((): AnyPgColumn => subscriptions.id),
    failureReason: text(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('subscriptions_payment_key').on(t.paymentId).where(sql`${t.paymentId} is not null`),
  ],
);
