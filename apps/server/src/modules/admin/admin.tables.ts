import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.ts';

/**
 * Accounts an admin deactivated: a row here refuses every new sign-in (the auth module asks
 * `assertMaySignIn`), and the deactivation revoked the sessions the user had. Activation deletes the row.
 */
export const adminUserBlocks = pgTable('admin_user_blocks', {
  userId: bigint({ mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: text(),
  blockedById: bigint({ mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
