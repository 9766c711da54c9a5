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
import { users } from '../../auth/auth.tables.ts';
import { documents } from '../../document/document.tables.ts';

/**
 * A consultant's settings and public profile, published while `approval_status` is approved. The rating
 * and completion counters change in the same transaction as the rating or completion they count, so the
 * listing can order by them without aggregating. `search_text` is the searchKey() of name and bio.
 */
export const consultantProfiles = pgTable(
  'consultant_profiles',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    isAvailable: boolean().notNull().default(false),
    chatFee: integer().notNull().default(0),
    consultationFee: integer().notNull().default(0),
    defaultTimeLimitMinutes: integer().notNull().default(30),
    specialties: text().array().notNull().default(sql`'{}'::text[]`),
    bio: text().notNull().default(''),
    yearsOfExperience: integer(),
    /** شماره پروانه and the bar association that issued it, for the admins' review. */
    licenceNumber: text(),
    barAssociation: text(),
    /** The scan of the licence (PDF or image), an upload of the consultant's, seen only by them and the admins. */
    licenceDocumentId: bigint({ mode: 'number' }).references(() => documents.id, { onDelete: 'set null' }),
    approvalStatus: text().notNull().default('pending'),
    rejectionReason: text(),
    approvedAt: timestamp({ withTimezone: true }),
    decidedById: bigint({ mode: 'number' }).references(() => users.id),
    ratingCount: integer().notNull().default(0),
    ratingTotal: integer().notNull().default(0),
    completedCount: integer().notNull().default(0),
    searchText: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('consultant_profiles_approval', sql`${t.approvalStatus} in ('pending', 'approved', 'rejected')`),
    check('consultant_profiles_fees', sql`${t.chatFee} >= 0 and ${t.consultationFee} >= 0`),
    index('consultant_profiles_approval_idx').on(t.approvalStatus, t.isAvailable),
  ],
);
