import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../auth/auth.tables.ts';

/** The site's general settings: one row (id 1), stored by the content-seed migration. */
export const generalSettings = pgTable(
  'content_general_settings',
  {
    id: integer().primaryKey(),
    siteName: text().notNull(),
    tagline: text(),
    about: text(),
    supportPhone: text(),
    supportEmail: text(),
    address: text(),
    workingHours: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedById: bigint({ mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('content_general_settings_single_row', sql`${t.id} = 1`)],
);

/** What each app platform should run: one row per os, stored by the content-seed migration. */
export const appVersions = pgTable(
  'content_app_versions',
  {
    os: text().primaryKey(),
    latestVersion: text().notNull(),
    latestBuild: integer().notNull(),
    minSupportedBuild: integer().notNull(),
    storeUrl: text(),
    releaseNotes: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedById: bigint({ mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('content_app_versions_builds_check', sql`${t.minSupportedBuild} <= ${t.latestBuild}`),
    check('content_app_versions_os_check', sql`${t.os} in ('android', 'ios', 'web')`),
  ],
);
