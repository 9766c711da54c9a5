import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.ts';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const userRef = () => bigint({ mode: 'number' }).references(() => users.id);

/**
 * A ledger account: one per user wallet (`user:<id>`), plus the platform's system accounts, created
 * with fixed ids by the migration. `balance` (spendable) and `held` are kept for user wallets only, in
 * the same transaction as the entries, and can never be negative; a system account's balance is the
 * sum of its entries (no stored row every purchase would have to lock).
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    code: text().notNull().unique(),
    userId: userRef().unique(),
    kind: text().notNull(),
    balance: bigint({ mode: 'number' }).notNull().default(0),
    held: bigint({ mode: 'number' }).notNull().default(0),
    updatedAt: createdAt(),
  },
  (t) => [
    check('wallet_accounts_not_negative', sql`${t.balance} >= 0 and ${t.held} >= 0`),
    // `fee`: a lawyer's fee account in rial (code `fee:<user id>`, no user_id), apart from the coin wallet.
    check('wallet_accounts_kind', sql`${t.kind} in ('user', 'system', 'fee')`),
  ],
);

/** One money movement: its entries sum to zero; its idempotency key makes a retry move nothing. */
export const ledgerMovements = pgTable(
  'ledger_movements',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    pid: text().notNull().unique(),
    kind: text().notNull(),
    idempotencyKey: text().notNull().unique(),
    /** The coins moved: the sum of the positive entries. */
    amount: bigint({ mode: 'number' }).notNull(),
    description: text().notNull(),
    referenceType: text(),
    referencePid: text(),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_movements_created_idx').on(t.createdAt)],
);

/** Append-only (a trigger refuses UPDATE and DELETE): a signed amount on one bucket of one account. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    movementId: bigint({ mode: 'number' })
      .notNull()
      .references(() => ledgerMovements.id),
    accountId: bigint({ mode: 'number' })
      .notNull()
      .references(() => walletAccounts.id),
    bucket: text().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.movementId),
    index('ledger_entries_movement_idx').on(t.movementId),
    check('ledger_entries_bucket', sql`${t.bucket} in ('available', 'held')`),
    check('ledger_entries_nonzero', sql`${t.amount} <> 0`),
  ],
);

/** Rials per coin; the newest row is current, older ones are the history. */
export const coinSettings = pgTable('coin_settings', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  pid: text().notNull().unique(),
  exchangeRate: numeric({ precision: 18, scale: 4 }).notNull(),
  createdBy: userRef(),
  createdAt: createdAt(),
});

export const coinPackages = pgTable('coin_packages', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  pid: text().notNull().unique(),
  name: text().notNull(),
  value: integer().notNull(),
  isActive: boolean().notNull().default(true),
  sortOrder: integer().notNull().default(0),
  createdAt: createdAt(),
  updatedAt: createdAt(),
  deletedAt: timestamp({ withTimezone: true }),
});

/** The one row (id 1) of the admin's commission, referral reward and payout delay. */
export const financeSettings = pgTable(
  'finance_settings',
  {
    id: integer().primaryKey().default(1),
    commissionPercent: integer().notNull(),
    referralRewardCoins: integer().notNull(),
    payoutDelayHours: integer().notNull(),
    /** Percent the platform keeps of a lawyer's fee payout (issue 20). */
    feeCommissionPercent: integer().notNull().default(0),
    updatedBy: userRef(),
    updatedAt: timestamp({ withTimezone: true }),
  },
  (t) => [check('finance_settings_single_row', sql`${t.id} = 1`)],
);

/** A consultant's payout request: its coins stay held until an admin pays or rejects it. */
export const withdrawalRequests = pgTable(
  'withdrawal_requests',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    pid: text().notNull().unique(),
    userId: userRef().notNull(),
    coins: bigint({ mode: 'number' }).notNull(),
    sheba: text().notNull(),
    status: text().notNull().default('pending'),
    rejectReason: text(),
    paidReference: text(),
    holdMovementId: bigint({ mode: 'number' })
      .notNull()
      .unique()
      .references(() => ledgerMovements.id),
    settleMovementId: bigint({ mode: 'number' }).references(() => ledgerMovements.id),
    decidedBy: userRef(),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('withdrawal_requests_user_idx').on(t.userId, t.createdAt),
    index('withdrawal_requests_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * A fee held from a payer's wallet for a consultation or chat: held -> charged (into escrow) ->
 * paid out to the payee after the delay; or held -> released; or charged -> refunded after a dispute.
 */
export const feeHolds = pgTable(
  'fee_holds',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    pid: text().notNull().unique(),
    payerId: userRef().notNull(),
    payeeId: userRef().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    status: text().notNull().default('held'),
    referenceType: text().notNull(),
    referencePid: text().notNull(),
    commissionPercent: integer(),
    commission: bigint({ mode: 'number' }),
    payeeShare: bigint({ mode: 'number' }),
    payoutDueAt: timestamp({ withTimezone: true }),
    disputedAt: timestamp({ withTimezone: true }),
    holdMovementId: bigint({ mode: 'number' })
      .notNull()
      .unique()
      .references(() => ledgerMovements.id),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    index('fee_holds_due_idx').on(t.status, t.payoutDueAt),
    index('fee_holds_reference_idx').on(t.referenceType, t.referencePid),
  ],
);
