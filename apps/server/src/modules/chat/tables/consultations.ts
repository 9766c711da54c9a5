import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../auth/auth.tables.ts';

const userRef = () => bigint({ mode: 'number' }).references(() => users.id);
const at = () => timestamp({ withTimezone: true });

/**
 * A scheduled paid consultation (phone, in person, online). Its fee is a wallet hold (`hold_pid`, null
 * when free): held at the request, charged on acceptance, released on rejection, expiry or the client's
 * cancelling; the consultant's share is paid `payout_due_at` unless the client disputes before.
 */
export const consultations = pgTable(
  'consultations',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    pid: text().notNull().unique(),
    clientId: userRef().notNull(),
    consultantId: userRef().notNull(),
    kind: text().notNull(),
    subject: text().notNull(),
    description: text().notNull(),
    preferredTimes: timestamp({ withTimezone: true }).array().notNull().default(sql`'{}'::timestamptz[]`),
    status: text().notNull().default('pending'),
    fee: integer().notNull(),
    /** The client's Idempotency-Key, scoped to them: a retried request creates (and holds) once. */
    idempotencyKey: text().unique(),
    holdPid: text(),
    scheduledAt: at(),
    responseMessage: text(),
    respondedAt: at(),
    expiresAt: at().notNull(),
    completedAt: at(),
    cancelledAt: at(),
    cancelReason: text(),
    rating: integer(),
    ratingComment: text(),
    ratedAt: at(),
    payoutDueAt: at(),
    payoutStatus: text(),
    disputeReason: text(),
    disputedAt: at(),
    settlement: text(),
    settlementNote: text(),
    settledAt: at(),
    settledById: userRef(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    check(
      'consultations_status',
      sql`${t.status} in ('pending', 'accepted', 'rejected', 'expired', 'cancelled', 'completed', 'disputed', 'settled')`,
    ),
    check('consultations_rating', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    index('consultations_client_idx').on(t.clientId, t.createdAt),
    index('consultations_consultant_idx').on(t.consultantId, t.status, t.createdAt),
    index('consultations_status_idx').on(t.status, t.createdAt),
  ],
);
