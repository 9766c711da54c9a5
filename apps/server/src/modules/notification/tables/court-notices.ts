import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../../auth/auth.tables.ts';
import { officeCases } from '../../office/tables/cases.ts';
import { offices } from '../../office/tables/offices.ts';

/**
 * A court notice (ابلاغیه) the office recorded from the judiciary's Sana system. `search_text` is the
 * `officeSearchKey()` of its text fields and carries the trigram index.
 */
export const courtNotices = pgTable(
  'court_notices',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    pid: text().notNull().unique(),
    officeId: bigint({ mode: 'number' })
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    subject: text().notNull(),
    noticeNumber: text(),
    noticeType: text().notNull(),
    court: text(),
    branch: text(),
    servedOn: date({ mode: 'string' }),
    /** وقت رسیدگی the notice sets, if any. */
    hearingAt: timestamp({ withTimezone: true }),
    /** The last day to answer it, if any. */
    replyDueOn: date({ mode: 'string' }),
    caseId: bigint({ mode: 'number' }).references(() => officeCases.id, { onDelete: 'set null' }),
    description: text(),
    isImportant: boolean().notNull().default(false),
    searchText: text().notNull().default(''),
    createdById: bigint({ mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'court_notices_type_check',
      sql`${t.noticeType} in ('notice', 'warning', 'summons', 'judgment', 'other')`,
    ),
    index('court_notices_office_created_idx').on(t.officeId, t.createdAt.desc(), t.id.desc()),
    index('court_notices_case_idx').on(t.caseId),
    index('court_notices_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** A photo or file of a notice; the bytes live in the upload folder at `storage_key`. */
export const courtNoticeAttachments = pgTable(
  'court_notice_attachments',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    pid: text().notNull().unique(),
    noticeId: bigint({ mode: 'number' })
      .notNull()
      .references(() => courtNotices.id, { onDelete: 'cascade' }),
    fileType: text().notNull(),
    originalName: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    mimeType: text().notNull(),
    storageKey: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('court_notice_attachments_notice_idx').on(t.noticeId)],
);

/** Who has read which notice: read flags are per user, a row once read. */
export const courtNoticeReads = pgTable(
  'court_notice_reads',
  {
    noticeId: bigint({ mode: 'number' })
      .notNull()
      .references(() => courtNotices.id, { onDelete: 'cascade' }),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] }), index('court_notice_reads_user_idx').on(t.userId)],
);

/** How a user wants new notices announced; no row means the defaults (in-app on, SMS off, no digest). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: bigint({ mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    inAppOnNewNotice: boolean().notNull().default(true),
    smsOnNewNotice: boolean().notNull().default(false),
    /** Tehran hour (0–23) of the daily digest of unread notices; null for none. */
    dailyDigestHour: smallint(),
    /** The Tehran day whose digest was sent: claimed atomically, so one process sends it, once. */
    lastDigestOn: date({ mode: 'string' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('notification_preferences_digest_hour_check', sql`${t.dailyDigestHour} between 0 and 23`)],
);
