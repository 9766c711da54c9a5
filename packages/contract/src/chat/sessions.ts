import { z } from 'zod';
import { zPage, zPageQuery, zResult } from '../envelope.ts';
import { zLawArticleRef } from '../law/refs.ts';
import { zPid, zWholeNumber } from '../money/rules.ts';
import { zUserRef } from '../office.ts';
import { fieldText, normalizePersianText } from '../persian.ts';
import {
  CHAT_KINDS,
  CHAT_MESSAGE_TYPES,
  CHAT_REQUEST_STATUSES,
  CHAT_RULES,
  CHAT_SESSION_STATUSES,
  CHAT_SIDES,
  SENDABLE_MESSAGE_TYPES,
} from './vocabulary.ts';

const zOptionalText = (max: number) =>
  z
    .string()
    .max(max, { error: fieldText.maxChars(max) })
    .transform((v) => normalizePersianText(v) || null)
    .nullish();

// ---------------------------------------------------------------------------------------------
// Chat requests: POST, GET /api/chat/v1/requests/, GET requests/pending/, POST requests/{pid}/respond/.
// ---------------------------------------------------------------------------------------------

export const zChatRequest = z.object({
  pid: z.string(),
  status: z.enum(CHAT_REQUEST_STATUSES),
  status_label: z.string(),
  client: zUserRef,
  consultant: zUserRef,
  my_role: z.enum(CHAT_SIDES),
  title: z.string(),
  /** The client's opening message. */
  message: z.string(),
  /** Coins held at the request: the consultant's chat fee then. */
  held_amount: z.number().int(),
  /** Set when accepted: the fee charged (at most `held_amount`; the rest returned). */
  fee_amount: z.number().int().nullable(),
  time_limit_minutes: z.number().int().nullable(),
  response_message: z.string().nullable(),
  responded_at: z.string().nullable(),
  /** A pending request expires (its hold returns) at this time. */
  expires_at: z.string(),
  /** The session the acceptance opened. */
  session: z.object({ pid: z.string() }).nullable(),
  created_at: z.string(),
});

/** POST requests/: holds the consultant's current chat fee from the caller's wallet (402 when short). */
export const zCreateChatRequest = z
  .object({
    consultant: zPid,
    message: z
      .string({ error: 'پیام خود را بنویسید.' })
      .transform(normalizePersianText)
      .pipe(
        z
          .string()
          .min(1, { error: 'پیام خود را بنویسید.' })
          .max(2000, { error: 'پیام طولانی‌تر از حد مجاز است.' }),
      ),
    /** The session's title; by default the consultant's name. */
    title: zOptionalText(200),
  })
  .strict();

/**
 * POST requests/{pid}/respond/ (spec section 4): status and responded_at set now. Accepting opens the
 * session (ends_at from time_limit_minutes, default the consultant's) and charges fee_amount (default the
 * held amount; a lower fee returns the difference, a higher one is a 400). Rejecting releases the hold.
 */
export const zRespondChatRequest = z
  .object({
    status: z.enum(['accepted', 'rejected'], { error: 'پاسخ را انتخاب کنید: پذیرش یا رد.' }),
    response_message: zOptionalText(2000),
    fee_amount: zWholeNumber('هزینه جلسه', 0, CHAT_RULES.maxFeeCoins).nullish(),
    time_limit_minutes: zWholeNumber(
      'مدت جلسه',
      CHAT_RULES.minTimeLimitMinutes,
      CHAT_RULES.maxTimeLimitMinutes,
    ).nullish(),
  })
  .strict();

/** POST requests/{pid}/cancel/: the client withdraws a pending request; the hold returns. */
export const zCancelChatRequest = z.object({}).strict();

export const zChatRequestListQuery = zPageQuery.extend({
  status: z.enum(CHAT_REQUEST_STATUSES).optional(),
  role: z.enum(CHAT_SIDES).optional(),
});

export const zChatRequestResponse = zResult(zChatRequest);
export const zChatRequestPage = zPage(zChatRequest);
export const zChatRequestMutationResponse = zResult(zChatRequest.extend({ message: z.string() }));

export type ChatRequest = z.infer<typeof zChatRequest>;
export type CreateChatRequest = z.input<typeof zCreateChatRequest>;
export type RespondChatRequest = z.input<typeof zRespondChatRequest>;

// ---------------------------------------------------------------------------------------------
// Messages: GET /api/chat/v1/messages/session/{pid}/, POST /api/chat/v1/messages/.
// ---------------------------------------------------------------------------------------------

/** A knowledge-base entry the AI assistant quoted. */
export const zChatCitation = z.object({
  pid: z.string(),
  title: z.string(),
  source: z.string(),
  /** The library article quoted (link: `lawArticleHref(article)`); null for an admins' Q&A entry. */
  article: zLawArticleRef.nullable().optional(),
});

/** An uploaded image or file a message carries (upload it first with /api/document/v1/upload-*). */
export const zChatAttachment = z.object({
  pid: z.string(),
  name: z.string(),
  size: z.number().int(),
  mime_type: z.string(),
  /** The authorized download address (send the Bearer token). */
  url: z.string(),
});

export const zChatMessage = z.object({
  pid: z.string(),
  /** The session's pid. */
  session: z.string(),
  /** null for the AI assistant and for system messages. */
  sender: zUserRef.nullable(),
  sender_name: z.string(),
  /** The text; for an image or file message, the file's name (the file itself is `attachment`). */
  content: z.string(),
  message_type: z.enum(CHAT_MESSAGE_TYPES),
  is_ai: z.boolean(),
  is_system: z.boolean(),
  attachment: zChatAttachment.nullable(),
  citations: z.array(zChatCitation),
  /** The sender's own id for the message (see zChatClientMessageId); null when none was given. */
  client_id: z.string().nullable().optional(),
  created_at: z.string(),
});

/**
 * An id the sender's device gives a message before sending it: the server stores a message once per
 * session and id, so a retry (socket or POST, however often) answers the message already stored.
 */
export const zChatClientMessageId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'شناسهٔ پیام معتبر نیست.' });

/**
 * Sent when the socket is closed: the same effect as a socket `chat.message`, broadcast included.
 * For `image` and `file`, `content` is the pid of the caller's upload.
 */
export const zSendChatMessageRequest = z
  .object({
    chat_session: zPid,
    content: z
      .string({ error: 'متن پیام را بنویسید.' })
      .transform((v) => v.trim())
      .pipe(
        z
          .string()
          .min(1, { error: 'متن پیام را بنویسید.' })
          .max(CHAT_RULES.maxMessageLength, { error: 'پیام طولانی‌تر از حد مجاز است.' }),
      ),
    message_type: z.enum(SENDABLE_MESSAGE_TYPES, { error: 'نوع پیام معتبر نیست.' }).default('text'),
    client_id: zChatClientMessageId.optional(),
  })
  .strict();

/**
 * History of a session. Page 1 holds the newest `page_size` messages and `next` leads to older ones;
 * within a page messages are oldest first. With `before=<message pid>`, the `page_size` messages just
 * before that one (for scrolling up); with `after=<message pid>`, those just after it (catching up after
 * a reconnect). `count` is always the session's total.
 */
export const zChatMessageListQuery = zPageQuery.omit({ search: true, ordering: true }).extend({
  before: z.string().max(40).optional(),
  after: z.string().max(40).optional(),
});

export const zChatMessageResponse = zResult(zChatMessage);
export const zChatMessagePage = zPage(zChatMessage);

export type ChatMessage = z.infer<typeof zChatMessage>;
export type ChatCitation = z.infer<typeof zChatCitation>;
export type SendChatMessageRequest = z.input<typeof zSendChatMessageRequest>;

// ---------------------------------------------------------------------------------------------
// Sessions: GET sessions/my-sessions/, sessions/?unread_only=true, sessions/{pid}/,
// POST sessions/{pid}/mark-read/, sessions/{pid}/end-session/.
// ---------------------------------------------------------------------------------------------

export const zChatSession = z.object({
  pid: z.string(),
  status: z.enum(CHAT_SESSION_STATUSES),
  status_label: z.string(),
  kind: z.enum(CHAT_KINDS),
  title: z.string(),
  client: zUserRef,
  /** null for an AI session. */
  consultant: zUserRef.nullable(),
  my_role: z.enum(CHAT_SIDES),
  unread_client_messages: z.number().int(),
  unread_consultant_messages: z.number().int(),
  /** Unread messages on the caller's side. */
  unread_count: z.number().int(),
  /** 360 for an AI session when nothing else is set. */
  time_limit_seconds: z.number().int(),
  started_at: z.string(),
  ends_at: z.string(),
  ended_at: z.string().nullable(),
  end_reason: z.string().nullable(),
  ended_by: z.enum(['client', 'consultant', 'system']).nullable(),
  /** Coins charged for the session; null for AI. */
  fee_amount: z.number().int().nullable(),
  ai_type: z.string().nullable(),
  /** The chat request it came from. */
  request: z.string().nullable(),
  last_message: z
    .object({
      content: z.string(),
      sender_name: z.string(),
      message_type: z.enum(CHAT_MESSAGE_TYPES),
      created_at: z.string(),
    })
    .nullable(),
  /** The client's rating once the session is over and rated; null before. */
  rating: z
    .object({ rating: z.number().int(), comment: z.string().nullable(), created_at: z.string() })
    .nullable()
    .optional(),
  created_at: z.string(),
});

export const zChatSessionListQuery = zPageQuery.extend({
  /** `true`: only sessions with unread messages on the caller's side. */
  unread_only: z.enum(['true', 'false']).optional(),
  status: z.enum(CHAT_SESSION_STATUSES).optional(),
  kind: z.enum(CHAT_KINDS).optional(),
});

export const zEndChatSessionRequest = z.object({ reason: zOptionalText(500) }).strict();

/** POST sessions/{pid}/rate/: the client, once, after the session is over (a second time is a 409). */
export const zRateChatSessionRequest = z
  .object({
    rating: z
      .number({ error: 'امتیاز را از ۱ تا ۵ انتخاب کنید.' })
      .int({ error: 'امتیاز را از ۱ تا ۵ انتخاب کنید.' })
      .min(1, { error: 'امتیاز را از ۱ تا ۵ انتخاب کنید.' })
      .max(5, { error: 'امتیاز را از ۱ تا ۵ انتخاب کنید.' }),
    comment: zOptionalText(2000),
  })
  .strict();
export type RateChatSessionRequest = z.input<typeof zRateChatSessionRequest>;

export const zChatSessionResponse = zResult(zChatSession);
export const zChatSessionPage = zPage(zChatSession);
export const zChatSessionMutationResponse = zResult(zChatSession.extend({ message: z.string() }));

export type ChatSession = z.infer<typeof zChatSession>;
