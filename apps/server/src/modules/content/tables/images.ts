import { bigint, bigserial, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../auth/auth.tables.ts';

/**
 * An image uploaded by an admin for a banner or a team photo. Unlike case documents these are public:
 * anyone may fetch them by pid. The bytes sit in the upload folder under `storage_key`.
 */
export const contentImages = pgTable('content_images', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  pid: text().notNull().unique(),
  originalName: text().notNull(),
  size: bigint({ mode: 'number' }).notNull(),
  mimeType: text().notNull(),
  storageKey: text().notNull().unique(),
  uploadedById: bigint({ mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
