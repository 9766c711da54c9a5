import { bigint, bigserial, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { offices } from './offices.ts';

/**
 * The office's audit log: append-only (a trigger of the office-trgm migration refuses UPDATE and DELETE)
 * and hash-chained per office: `hash` = SHA-256 over the row's fields and `prev_hash`.
 */
export const officeAuditLog = pgTable(
  'office_audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    officeId: bigint({ mode: 'number' })
      .notNull()
      .references(() => offices.id),
    seq: bigint({ mode: 'number' }).notNull(),
    actorId: bigint({ mode: 'number' }),
    actorPid: text(),
    actorName: text().notNull(),
    access: text(),
    action: text().notNull(),
    entityType: text().notNull(),
    entityPid: text().notNull(),
    entityLabel: text(),
    casePid: text(),
    details: jsonb().notNull(),
    ip: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    prevHash: text().notNull(),
    hash: text().notNull(),
  },
  (t) => [
    uniqueIndex('office_audit_log_office_seq_key').on(t.officeId, t.seq),
    index('office_audit_log_case_idx').on(t.officeId, t.casePid, t.seq),
  ],
);
