import { bigint, bigserial, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../auth/auth.tables.ts';
import { documents } from '../../document/document.tables.ts';
import { officeCases } from './cases.ts';
import { offices } from './offices.ts';

/**
 * A message of a case's thread between its clients and the office (lawyer, secretaries). A file a client
 * sends is a case document (`document_id`), shown to the office as «از طرف موکل».
 */
export const caseThreadMessages = pgTable(
  'case_thread_messages',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    pid: text().notNull().unique(),
    officeId: bigint({ mode: 'number' })
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    caseId: bigint({ mode: 'number' })
      .notNull()
      .references(() => officeCases.id, { onDelete: 'cascade' }),
    authorId: bigint({ mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    fromClient: boolean().notNull(),
    body: text().notNull().default(''),
    documentId: bigint({ mode: 'number' }).references(() => documents.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('case_thread_messages_case_idx').on(t.caseId, t.createdAt),
    index('case_thread_messages_document_idx').on(t.documentId),
  ],
);
