import { bigint, bigserial, date, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../auth/auth.tables.ts';
import { offices } from './offices.ts';

/**
 * A person the office represents. `search_text`, `first_name_key` and `last_name_key` are shadow columns
 * filled with the contract's `searchKey()`; the trigram index on `search_text` is in the office-trgm migration.
 */
export const officeClients = pgTable(
  'office_clients',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    pid: text().notNull().unique(),
    officeId: bigint({ mode: 'number' })
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    firstName: text().notNull(),
    lastName: text().notNull(),
    nationalCode: text().notNull(),
    mobile: text().notNull(),
    email: text(),
    fatherName: text(),
    birthDate: date({ mode: 'string' }),
    address: text(),
    notes: text(),
    /** The user who signed in through an access link sent to this client. */
    userId: bigint({ mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    firstNameKey: text().notNull(),
    lastNameKey: text().notNull(),
    searchText: text().notNull(),
    createdById: bigint({ mode: 'number' }).references(() => users.id),
    updatedById: bigint({ mode: 'number' }).references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('office_clients_office_national_code_key').on(t.officeId, t.nationalCode),
    index('office_clients_office_created_idx').on(t.officeId, t.createdAt),
    index('office_clients_user_idx').on(t.userId),
  ],
);
