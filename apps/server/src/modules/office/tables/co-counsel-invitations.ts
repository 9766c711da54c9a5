import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../auth/auth.tables.ts';
import { officeCases } from './cases.ts';

/**
 * A case's office asks a lawyer of another office to work on the case; the `case_lawyers` row exists only
 * once they accept. At most one pending invitation per case and lawyer, so asking twice renews it.
 */
export const coCounselInvitations = pgTable(
  'co_counsel_invitations',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    pid: text().notNull().unique(),
    caseId: bigint({ mode: 'number' })
      .notNull()
      .references(() => officeCases.id, { onDelete: 'cascade' }),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedBy: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text().notNull().default('pending'),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    answeredAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'co_counsel_invitations_status_check',
      sql`${t.status} in ('pending', 'accepted', 'declined', 'cancelled')`,
    ),
    uniqueIndex('co_counsel_invitations_pending_uq')
      .on(t.caseId, t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('co_counsel_invitations_user_idx').on(t.userId, t.status),
  ],
);
