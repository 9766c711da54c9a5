import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.ts';
import { officeCases } from '../office/tables/cases.ts';
import { offices } from '../office/tables/offices.ts';
import { payments } from '../payment/payment.tables.ts';
import { ledgerMovements } from '../wallet/wallet.tables.ts';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const rial = () => bigint({ mode: 'number' });
const officeRef = () =>
  bigint({ mode: 'number' })
    .notNull()
    .references(() => offices.id, { onDelete: 'cascade' });
const caseRef = () =>
  bigint({ mode: 'number' })
    .notNull()
    .references(() => officeCases.id, { onDelete: 'cascade' });
const userRef = () => bigint({ mode: 'number' }).references(() => users.id);

/** Per office: the lawyer's choices, and the receipt counter (locked and raised by each payment; never reused). */
export const feeSettings = pgTable('fee_settings', {
  officeId: bigint({ mode: 'number' })
    .primaryKey()
    .references(() => offices.id, { onDelete: 'cascade' }),
  secretariesMayRecord: boolean().notNull().default(false),
  remindDaysBefore: integer().notNull().default(3),
  lastReceiptNo: integer().notNull().default(0),
  updatedAt: createdAt(),
});

/** A case's fee agreement (one per case); `tariff_input` is what the tariff figure beside it is computed from. */
export const feeAgreements = pgTable(
  'fee_agreements',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    pid: text().notNull().unique(),
    officeId: officeRef(),
    caseId: caseRef().unique(),
    basis: text().notNull(),
    agreedFee: rial().notNull(),
    hourlyRate: rial(),
    stageFees: jsonb().$type<{ stage: string; amount: number }[]>().notNull().default([]),
    attorneyFee: rial().notNull(),
    tariffInput: jsonb().$type<Record<string, unknown>>().notNull(),
    payer: text().notNull(),
    payerName: text(),
    contractRegistrationNo: text(),
    contractRegisteredOn: date(),
    signedOn: date(),
    notes: text(),
    createdById: userRef(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    index('fee_agreements_office_idx').on(t.officeId),
    check('fee_agreements_amounts', sql`${t.agreedFee} > 0 and ${t.attorneyFee} > 0`),
  ],
);

export const feeInstalments = pgTable(
  'fee_instalments',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    pid: text().notNull().unique(),
    officeId: officeRef(),
    caseId: caseRef(),
    number: integer().notNull(),
    dueOn: date().notNull(),
    amount: rial().notNull(),
    paidAmount: rial().notNull().default(0),
    remindClient: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('fee_instalments_case_idx').on(t.caseId, t.dueOn),
    index('fee_instalments_office_due_idx').on(t.officeId, t.dueOn),
    check(
      'fee_instalments_paid',
      sql`${t.amount} > 0 and ${t.paidAmount} >= 0 and ${t.paidAmount} <= ${t.amount}`,
    ),
  ],
);

/** A payment received: recorded by hand, or written by the gateway's verify (`payment_id`). */
export const feePayments = pgTable(
  'fee_payments',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    pid: text().notNull().unique(),
    officeId: officeRef(),
    caseId: caseRef(),
    instalmentId: bigint({ mode: 'number' }).references(() => feeInstalments.id, { onDelete: 'set null' }),
    receiptNo: integer().notNull(),
    amount: rial().notNull(),
    method: text().notNull(),
    paidOn: date().notNull(),
    reference: text(),
    chequeNumber: text(),
    chequeDueOn: date(),
    slipFilePid: text(),
    receiptDocumentPid: text(),
    note: text(),
    recordedById: userRef(),
    paymentId: bigint({ mode: 'number' })
      .unique()
      .references(() => payments.id),
    idempotencyKey: text().unique(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('fee_payments_receipt_no').on(t.officeId, t.receiptNo),
    index('fee_payments_case_idx').on(t.caseId, t.paidOn),
    index('fee_payments_office_paid_idx').on(t.officeId, t.paidOn),
    check('fee_payments_amount', sql`${t.amount} > 0`),
  ],
);

export const feeExpenses = pgTable(
  'fee_expenses',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    pid: text().notNull().unique(),
    officeId: officeRef(),
    caseId: caseRef(),
    kind: text().notNull(),
    amount: rial().notNull(),
    spentOn: date().notNull(),
    description: text(),
    billable: boolean().notNull().default(true),
    receiptFilePid: text(),
    createdById: userRef(),
    createdAt: createdAt(),
  },
  (t) => [
    index('fee_expenses_case_idx').on(t.caseId, t.spentOn),
    index('fee_expenses_office_idx').on(t.officeId, t.spentOn),
    check('fee_expenses_amount', sql`${t.amount} > 0`),
  ],
);

export const feeTimeEntries = pgTable(
  'fee_time_entries',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    pid: text().notNull().unique(),
    officeId: officeRef(),
    caseId: caseRef(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    minutes: integer().notNull(),
    workedOn: date().notNull(),
    description: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('fee_time_entries_case_idx').on(t.caseId, t.workedOn)],
);

/**
 * An online payment of a fee, opened from the portal or a texted link: which case and instalment the
 * platform payment (`payment_id`) is for. `token` is the link's secret (null for a portal payment).
 */
export const feeOnlineOrders = pgTable(
  'fee_online_orders',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    pid: text().notNull().unique(),
    officeId: officeRef(),
    caseId: caseRef(),
    instalmentId: bigint({ mode: 'number' }).references(() => feeInstalments.id, { onDelete: 'set null' }),
    amount: rial().notNull(),
    token: text().unique(),
    /** An attempt opened from a texted link: the link's own row. */
    linkId: bigint({ mode: 'number' }),
    expiresAt: timestamp({ withTimezone: true }),
    paymentId: bigint({ mode: 'number' })
      .unique()
      .references(() => payments.id),
    createdById: userRef(),
    createdAt: createdAt(),
  },
  (t) => [index('fee_online_orders_case_idx').on(t.caseId)],
);

/** A lawyer's payout of their fee account: held at the request, sent or returned by an admin. */
export const feeWithdrawals = pgTable(
  'fee_withdrawals',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    pid: text().notNull().unique(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    amount: rial().notNull(),
    commissionPercent: integer().notNull(),
    commission: rial().notNull(),
    sheba: text().notNull(),
    status: text().notNull().default('pending'),
    paidReference: text(),
    rejectReason: text(),
    holdMovementId: bigint({ mode: 'number' })
      .notNull()
      .unique()
      .references(() => ledgerMovements.id),
    decidedBy: userRef(),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('fee_withdrawals_user_idx').on(t.userId, t.createdAt)],
);
