import { bigint, bigserial, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One scheduled (or admin-requested) backup: what the admin sees as the last result. */
export const backupRuns = pgTable('backup_runs', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  /** schedule | admin */
  trigger: text().notNull(),
  /** running | succeeded | failed */
  status: text().notNull(),
  fileName: text(),
  size: bigint({ mode: 'number' }),
  error: text(),
  startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp({ withTimezone: true }),
});
