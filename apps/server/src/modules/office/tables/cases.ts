import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../../auth/auth.tables.ts';
import { archiveCabinets } from './cabinets.ts';
import { officeClients } from './clients.ts';
import { offices } from './offices.ts';

/**
 * A case (پرونده). `own_search` is the `searchKey()` of the case's own fields; `search_text` adds the
 * search text of its clients (kept current by the service) and carries the trigram index.
 */
export const officeCases = pgTable(
  'office_cases',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    pid: text().notNull().unique(),
    officeId: bigint({ mode: 'number' })
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    caseNumber: text(),
    archiveNumber: text(),
    court: text(),
    branch: text(),
    caseType: text().notNull(),
    stage: text().notNull(),
    status: text().notNull(),
    opponent: text(),
    subject: text(),
    description: text(),
    startDate: date({ mode: 'string' }),
    archiveCabinetId: bigint({ mode: 'number' }).references(() => archiveCabinets.id, {
      onDelete: 'set null',
    }),
    ownSearch: text().notNull().default(''),
    searchText: text().notNull().default(''),
    courtKey: text().notNull().default(''),
    branchKey: text().notNull().default(''),
    createdById: bigint({ mode: 'number' }).references(() => users.id),
    updatedById: bigint({ mode: 'number' }).references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('office_cases_office_created_idx').on(t.officeId, t.createdAt),
    // The case list's default order (newest first) within an office.
    index('office_cases_office_id_idx').on(t.officeId, t.id),
    index('office_cases_office_status_idx').on(t.officeId, t.status),
    index('office_cases_cabinet_idx').on(t.archiveCabinetId),
    uniqueIndex('office_cases_office_archive_number_key')
      .on(t.officeId, t.archiveNumber)
      .where(sql`${t.archiveNumber} is not null`),
  ],
);

/** Lawyers on a case: the office's lawyer (owner) and co-counsel from other offices, who see only this case. */
export const caseLawyers = pgTable(
  'case_lawyers',
  {
    caseId: bigint({ mode: 'number' })
      .notNull()
      .references(() => officeCases.id, { onDelete: 'cascade' }),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text().notNull(),
    addedById: bigint({ mode: 'number' }).references(() => users.id),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.caseId, t.userId] }),
    index('case_lawyers_user_idx').on(t.userId),
    // The cases shared with a lawyer (co-counsel), without the owner's row on every case of their office.
    index('case_lawyers_shared_idx').on(t.userId, t.caseId).where(sql`${t.role} <> 'owner'`),
  ],
);

/**
 * How many cases each office has, kept exact by statement triggers on `office_cases` (migration
 * 0006_office-perf-search): the count of an unfiltered case list without counting 100,000 rows.
 */
export const officeCaseCounts = pgTable('office_case_counts', {
  officeId: bigint({ mode: 'number' })
    .primaryKey()
    .references(() => offices.id, { onDelete: 'cascade' }),
  cases: bigint({ mode: 'number' }).notNull().default(0),
});

/** Clients on a case; a client on any case cannot be deleted. */
export const caseClients = pgTable(
  'case_clients',
  {
    caseId: bigint({ mode: 'number' })
      .notNull()
      .references(() => officeCases.id, { onDelete: 'cascade' }),
    clientId: bigint({ mode: 'number' })
      .notNull()
      .references(() => officeClients.id),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.caseId, t.clientId] }), index('case_clients_client_idx').on(t.clientId)],
);

/**
 * A signed-in client's read-only access to one case, granted by an access link. It lasts while the client
 * stays on the case: removing the client from the case ends it.
 */
export const caseClientAccess = pgTable(
  'case_client_access',
  {
    caseId: bigint({ mode: 'number' })
      .notNull()
      .references(() => officeCases.id, { onDelete: 'cascade' }),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: bigint({ mode: 'number' })
      .notNull()
      .references(() => officeClients.id, { onDelete: 'cascade' }),
    grantedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.caseId, t.userId] }), index('case_client_access_user_idx').on(t.userId)],
);
