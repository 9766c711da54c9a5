import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../auth/auth.tables.ts';
import { offices } from './offices.ts';

/**
 * An office asks a person to be its secretary; the membership exists only once they accept. At most one
 * pending invitation per office and person, so inviting twice resends instead of piling up.
 */
export const secretaryInvitations = pgTable(
  'secretary_invitations',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    pid: text().notNull().unique(),
    officeId: bigint({ mode: 'number' })
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
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
      'secretary_invitations_status_check',
      sql`${t.status} in ('pending', 'accepted', 'declined', 'cancelled')`,
    ),
    uniqueIndex('secretary_invitations_pending_uq')
      .on(t.officeId, t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('secretary_invitations_user_idx').on(t.userId, t.status),
  ],
);
