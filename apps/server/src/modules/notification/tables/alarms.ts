import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../auth/auth.tables.ts';

/** An in-app message to one user: a reminder fired, a court notice arrived, a chat request came in... */
export const alarms = pgTable(
  'alarms',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    pid: text().notNull().unique(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    title: text().notNull(),
    body: text(),
    /** An app path such as `/calendar?event=...`, never an outside address. */
    link: text(),
    seenAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'alarms_kind_check',
      sql`${t.kind} in ('reminder', 'court_notice', 'chat', 'consultation', 'system')`,
    ),
    index('alarms_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('alarms_user_unseen_idx').on(t.userId).where(sql`${t.seenAt} is null`),
  ],
);
