import { bigint, bigserial, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.ts';
import { officeCases } from '../office/tables/cases.ts';
import { offices } from '../office/tables/offices.ts';

/**
 * A stored file. With a case it is a case document of that case's office; without one it is a generic
 * upload that only its uploader reaches. The bytes live under the upload folder at `storage_key`.
 */
export const documents = pgTable(
  'documents',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    pid: text().notNull().unique(),
    officeId: bigint({ mode: 'number' }).references(() => offices.id, { onDelete: 'cascade' }),
    caseId: bigint({ mode: 'number' }).references(() => officeCases.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    fileType: text().notNull(),
    originalName: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    mimeType: text().notNull(),
    storageKey: text().notNull().unique(),
    visibleToClient: boolean().notNull().default(false),
    /** Shown to the case's co-counsel too; what is shared with clients always is (issue 25). */
    sharedWithCoCounsel: boolean().notNull().default(false),
    uploadedById: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('documents_case_idx').on(t.caseId, t.createdAt),
    index('documents_uploader_idx').on(t.uploadedById, t.createdAt),
  ],
);
