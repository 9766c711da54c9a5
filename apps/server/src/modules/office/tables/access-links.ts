import { bigint, bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../auth/auth.tables.ts';
import { officeCases } from './cases.ts';
import { officeClients } from './clients.ts';

/** A one-time link texted to a client; only the SHA-256 of its token is kept. */
export const accessLinks = pgTable(
  'access_links',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    tokenHash: text().notNull().unique(),
    caseId: bigint({ mode: 'number' })
      .notNull()
      .references(() => officeCases.id, { onDelete: 'cascade' }),
    clientId: bigint({ mode: 'number' })
      .notNull()
      .references(() => officeClients.id, { onDelete: 'cascade' }),
    mobile: text().notNull(),
    createdById: bigint({ mode: 'number' }).references(() => users.id),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    usedById: bigint({ mode: 'number' }).references(() => users.id),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('access_links_case_client_idx').on(t.caseId, t.clientId)],
);
