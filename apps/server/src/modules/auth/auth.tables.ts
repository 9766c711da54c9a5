import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    pid: text().notNull().unique(),
    phone: text(),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    email: text(),
    passwordHash: text(),
    referralCode: text().notNull().unique(),
    referredById: bigint({ mode: 'number' }),
    /**
     * The profile photo, a row of `documents` (on delete set null). The foreign key is written in migration
     * 0032 by hand: declaring it here would import the documents table, which imports this one (a cycle).
     */
    photoDocumentId: bigint({ mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_phone_key').on(t.phone).where(sql`${t.deletedAt} is null`),
    // Deleting any document looks here (on delete set null): few users have a photo, the index stays small.
    index('users_photo_document_idx').on(t.photoDocumentId).where(sql`${t.photoDocumentId} is not null`),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    phone: text().notNull(),
    purpose: text().notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('otp_codes_phone_purpose_idx').on(t.phone, t.purpose, t.createdAt)],
);

/** One signed-in device: the family of its rotating refresh tokens. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    pid: text().notNull().unique(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text(),
    ip: text(),
    createdAt: createdAt(),
    revokedAt: timestamp({ withTimezone: true }),
    revokeReason: text(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    sessionId: bigint({ mode: 'number' })
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    rotatedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);
