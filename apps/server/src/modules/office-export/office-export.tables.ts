import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.ts';
import { offices } from '../office/tables/offices.ts';

/** An office's complete export: built by a background job into DATA_DIR/exports/<pid>.zip. */
export const officeExports = pgTable(
  'office_exports',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    pid: text().notNull().unique(),
    officeId: bigint({ mode: 'number' })
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    requestedById: bigint({ mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    /** queued | running | ready | failed */
    status: text().notNull().default('queued'),
    progress: integer().notNull().default(0),
    size: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('office_exports_office_idx').on(t.officeId, t.createdAt)],
);
