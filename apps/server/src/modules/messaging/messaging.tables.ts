import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.ts';
import { ledgerMovements } from '../wallet/wallet.tables.ts';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** N SMS credits for a price in coins. */
export const smsPackages = pgTable('sms_packages', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  pid: text().notNull().unique(),
  name: text().notNull(),
  messages: integer().notNull(),
  price: integer().notNull(),
  isActive: boolean().notNull().default(true),
  sortOrder: integer().notNull().default(0),
  createdAt: createdAt(),
  updatedAt: createdAt(),
  deletedAt: timestamp({ withTimezone: true }),
});

/** A user's SMS credits: one credit per SMS part; never negative. */
export const smsCredits = pgTable(
  'sms_credits',
  {
    userId: bigint({ mode: 'number' })
      .primaryKey()
      .references(() => users.id),
    balance: integer().notNull().default(0),
    totalPurchased: integer().notNull().default(0),
    totalUsed: integer().notNull().default(0),
    updatedAt: createdAt(),
  },
  (t) => [check('sms_credits_not_negative', sql`${t.balance} >= 0`)],
);

/** Every change of SMS credit (purchase, grant, spend), once per idempotency key. */
export const smsCreditEvents = pgTable(
  'sms_credit_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    kind: text().notNull(),
    messages: integer().notNull(),
    idempotencyKey: text().notNull().unique(),
    reference: text(),
    createdAt: createdAt(),
  },
  (t) => [index('sms_credit_events_user_idx').on(t.userId, t.createdAt)],
);

export const smsPurchases = pgTable(
  'sms_purchases',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    pid: text().notNull().unique(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    packageId: bigint({ mode: 'number' })
      .notNull()
      .references(() => smsPackages.id),
    messages: integer().notNull(),
    price: integer().notNull(),
    movementId: bigint({ mode: 'number' })
      .notNull()
      .unique()
      .references(() => ledgerMovements.id),
    createdAt: createdAt(),
  },
  (t) => [index('sms_purchases_user_idx').on(t.userId, t.createdAt)],
);
