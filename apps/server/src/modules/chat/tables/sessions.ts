import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../../auth/auth.tables.ts';

const userRef = () => bigint({ mode: 'number' }).references(() => users.id);
const at = () => timestamp({ withTimezone: true });

/** A client's request for a live chat with a consultant; the consultant's chat fee is held meanwhile. */
export const chatRequests = pgTable(
  'chat_requests',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    pid: text().notNull().unique(),
    clientId: userRef().notNull(),
    consultantId: userRef().notNull(),
    title: text().notNull(),
    message: text().notNull(),
    status: text().notNull().default('pending'),
    heldAmount: integer().notNull(),
    /** The client's Idempotency-Key, scoped to them: a retried request creates (and holds) once. */
    idempotencyKey: text().unique(),
    /** The wallet hold; null when the request was free. */
    holdPid: text(),
    feeAmount: integer(),
    timeLimitMinutes: integer(),
    responseMessage: text(),
    respondedAt: at(),
    expiresAt: at().notNull(),
    sessionId: bigint({ mode: 'number' }),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    check(
      'chat_requests_status',
      sql`${t.status} in ('pending', 'accepted', 'rejected', 'expired', 'cancelled')`,
    ),
    index('chat_requests_client_idx').on(t.clientId, t.createdAt),
    index('chat_requests_consultant_idx').on(t.consultantId, t.status, t.createdAt),
  ],
);

/**
 * A live chat: with a consultant (from an accepted request) or with the AI assistant. The unread
 * counters count messages the client, or the consultant, has not read yet.
 */
export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    pid: text().notNull().unique(),
    kind: text().notNull(),
    title: text().notNull(),
    aiType: text(),
    clientId: userRef().notNull(),
    consultantId: userRef(),
    requestId: bigint({ mode: 'number' }).references(() => chatRequests.id),
    status: text().notNull().default('active'),
    feeAmount: integer(),
    holdPid: text(),
    timeLimitSeconds: integer().notNull(),
    startedAt: at().notNull().defaultNow(),
    endsAt: at().notNull(),
    endedAt: at(),
    endReason: text(),
    endedBy: text(),
    unreadClientMessages: integer().notNull().default(0),
    unreadConsultantMessages: integer().notNull().default(0),
    lastMessageAt: at(),
    payoutDueAt: at(),
    payoutStatus: text(),
    /** The client's rating (1–5) once the session is over; set once. */
    rating: integer(),
    ratingComment: text(),
    ratedAt: at(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    check('chat_sessions_rating', sql`${t.rating} between 1 and 5`),
    check('chat_sessions_kind', sql`${t.kind} in ('consultant', 'ai')`),
    check('chat_sessions_status', sql`${t.status} in ('active', 'completed', 'expired')`),
    index('chat_sessions_client_idx').on(t.clientId, t.kind, t.createdAt),
    index('chat_sessions_consultant_idx').on(t.consultantId, t.createdAt),
  ],
);

/** What the AI assistant quoted in one answer. */
export type StoredCitation = {
  pid: string;
  title: string;
  source: string;
  /** The library article quoted (issue 21); absent on older messages and on Q&A entries. */
  article?: { law: string; article: string } | null;
};

/** A message of a session, kept for good; `id` orders the history. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    pid: text().notNull().unique(),
    sessionId: bigint({ mode: 'number' })
      .notNull()
      .references(() => chatSessions.id),
    senderId: userRef(),
    senderName: text().notNull(),
    content: text().notNull(),
    messageType: text().notNull().default('text'),
    isAi: boolean().notNull().default(false),
    isSystem: boolean().notNull().default(false),
    /** The pid of the sender's upload, for image and file messages. */
    attachmentPid: text(),
    citations: jsonb().$type<StoredCitation[]>().notNull().default([]),
    /** The sender device's id for the message: one message per session and id, however often retried. */
    clientMessageId: text(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    check('chat_messages_type', sql`${t.messageType} in ('text', 'image', 'file', 'system')`),
    index('chat_messages_session_idx').on(t.sessionId, t.id),
    uniqueIndex('chat_messages_client_message_idx').on(t.sessionId, t.clientMessageId),
  ],
);
