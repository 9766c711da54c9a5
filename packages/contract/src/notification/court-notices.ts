import { z } from 'zod';
import { DATE_RANGES, dateRangeText, withinYears } from '../date-range.ts';
import { zMessage, zPage, zPageQuery, zResult } from '../envelope.ts';
import { FILE_TYPES } from '../office.ts';
import { fieldText, normalizePersianText, toLatinDigits } from '../persian.ts';
import { NOTICE_TYPES } from './notice-types.ts';

export * from './notice-types.ts';

// ---------------------------------------------------------------------------------------------
// Vocabularies.
// ---------------------------------------------------------------------------------------------

/** The orderings the notice list offers (`-` for descending). */
export const NOTICE_ORDERINGS = ['created_at', 'served_on', 'subject', 'notice_number'] as const;

/** How many files one notice upload may carry. */
export const NOTICE_MAX_FILES = 10;

// ---------------------------------------------------------------------------------------------
// Requests.
// ---------------------------------------------------------------------------------------------

const zOptionalText = (max: number) =>
  z
    .string()
    .max(max, { error: fieldText.maxChars(max) })
    .transform((v) => normalizePersianText(v) || null)
    .nullish();

/** The subject: required everywhere a notice is made, by hand or by upload. */
export const zNoticeSubject = z
  .string({ error: 'موضوع ابلاغیه را وارد کنید.' })
  .transform(normalizePersianText)
  .pipe(
    z
      .string()
      .min(1, { error: 'موضوع ابلاغیه را وارد کنید.' })
      .min(1, { error: 'موضوع ابلاغیه را وارد کنید.', abort: true })
      .min(2, { error: 'موضوع ابلاغیه باید دست‌کم دو حرف باشد.' })
      .max(300, { error: 'موضوع ابلاغیه طولانی‌تر از حد مجاز است.' }),
  );

/** شماره ابلاغیه: digits (Persian ones too), and the dashes or slashes some offices write. */
const zNoticeNumber = z
  .string()
  .transform((v) => toLatinDigits(v).replace(/\s+/g, ''))
  .pipe(
    z.union([
      z.literal(''),
      z.string().regex(/^[0-9][0-9/-]{0,39}$/, { error: 'شماره ابلاغیه فقط از رقم تشکیل می‌شود.' }),
    ]),
  )
  .transform((v) => v || null)
  .nullish();

const zServedOn = z
  .string()
  .transform((v) => toLatinDigits(v).trim())
  .pipe(z.union([z.literal(''), z.iso.date({ error: 'تاریخ ابلاغ باید به شکل YYYY-MM-DD (میلادی) باشد.' })]))
  .transform((v) => v || null)
  .refine((v) => v === null || v <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10), {
    error: 'تاریخ ابلاغ نمی‌تواند در آینده باشد.',
  })
  .nullish();

/** '' or null clears an optional date or moment; anything else must be in range. */
const zOptionalMoment = (format: z.ZodType<string, string>, label: string) =>
  z
    .string()
    .transform((v) => toLatinDigits(v).trim())
    .pipe(z.union([z.literal(''), format]))
    .transform((v) => v || null)
    .refine((v) => v === null || withinYears(v, DATE_RANGES.event.past, DATE_RANGES.event.future), {
      error: dateRangeText.event(label),
    })
    .nullish();

/** وقت رسیدگی: the hearing a «ابلاغ وقت رسیدگی» summons to, a moment with its offset. */
const zHearingAt = zOptionalMoment(
  z.iso.datetime({ offset: true, error: 'وقت رسیدگی باید به شکل ISO ۸۶۰۱ با منطقه زمانی باشد.' }),
  'وقت رسیدگی',
);

/** مهلت پاسخ: the last day to answer the notice (a reply, an objection, a defect to remedy). */
const zReplyDueOn = zOptionalMoment(
  z.iso.date({ error: 'مهلت پاسخ باید به شکل YYYY-MM-DD (میلادی) باشد.' }),
  'مهلت پاسخ',
);

const noticeFields = {
  subject: zNoticeSubject,
  notice_number: zNoticeNumber,
  notice_type: z.enum(NOTICE_TYPES, { error: 'نوع ابلاغیه معتبر نیست.' }).default('notice'),
  court: zOptionalText(200),
  branch: zOptionalText(100),
  /** Date of service (تاریخ ابلاغ), Gregorian `YYYY-MM-DD`. */
  served_on: zServedOn,
  /** Pid of a case of the office, or null. */
  case_id: z
    .string()
    .trim()
    .max(40)
    .transform((v) => v || null)
    .nullish(),
  /** The hearing's time, when the notice sets one. */
  hearing_at: zHearingAt,
  /** The last day to answer, Gregorian `YYYY-MM-DD`. */
  reply_due_on: zReplyDueOn,
  description: zOptionalText(5000),
  is_important: z.boolean().default(false),
};

/** `create/`: a notice typed in by hand. */
export const zCreateCourtNoticeRequest = z.object(noticeFields);

/**
 * The text fields of an upload (`images/send-images/`, `files/upload-files/`): `subject`, and the same
 * optional fields as `create/` as strings (`is_important`: `true`/`false`).
 */
export const zUploadCourtNoticeFields = z.object({
  ...noticeFields,
  is_important: z
    .enum(['true', 'false', '1', '0', ''])
    .transform((v) => v === 'true' || v === '1')
    .default(false),
});

const zBoolQuery = z.enum(['true', 'false']).optional();

export const zCourtNoticeListQuery = zPageQuery.extend({
  is_read: zBoolQuery,
  is_important: zBoolQuery,
  /** Pid of a case. */
  case: z.string().max(40).optional(),
  notice_type: z.enum(NOTICE_TYPES).optional(),
});

export const zMarkNoticesReadRequest = z.object({
  notification_ids: z
    .array(z.string().trim().min(1).max(40), { error: 'فهرست شناسه‌های ابلاغیه را بفرستید.' })
    .min(1, { error: 'دست‌کم یک ابلاغیه را انتخاب کنید.' })
    .max(200, { error: 'حداکثر ۲۰۰ ابلاغیه را می‌توان یک‌جا خوانده‌شده کرد.' }),
});

export const zNotificationPreferences = z.object({
  /** An in-app alarm when someone else records a notice in the office. */
  in_app_on_new_notice: z.boolean(),
  /** An SMS when someone else records a notice (spends the office owner's SMS credit). */
  sms_on_new_notice: z.boolean(),
  /** Tehran hour (0–23) of a daily alarm that sums up the unread notices; null for none. */
  daily_digest_hour: z.number().int().min(0).max(23).nullable(),
});

export const zUpdateNotificationPreferencesRequest = z
  .object({
    in_app_on_new_notice: z.boolean(),
    sms_on_new_notice: z.boolean(),
    daily_digest_hour: z
      .number({ error: 'ساعت خلاصه روزانه باید عددی از ۰ تا ۲۳ باشد.' })
      .int({ error: 'ساعت خلاصه روزانه باید عددی از ۰ تا ۲۳ باشد.' })
      .min(0, { error: 'ساعت خلاصه روزانه باید عددی از ۰ تا ۲۳ باشد.' })
      .max(23, { error: 'ساعت خلاصه روزانه باید عددی از ۰ تا ۲۳ باشد.' })
      .nullable(),
  })
  .partial();

// ---------------------------------------------------------------------------------------------
// Responses.
// ---------------------------------------------------------------------------------------------

export const zNoticeAttachment = z.object({
  pid: z.string(),
  name: z.string(),
  size: z.number().int(),
  mime_type: z.string(),
  file_type: z.enum(FILE_TYPES),
  /** The authorized download address (send the Bearer token; `?disposition=inline` to show it). */
  url: z.string(),
});

export const zCourtNotice = z.object({
  pid: z.string(),
  subject: z.string(),
  notice_number: z.string().nullable(),
  notice_type: z.enum(NOTICE_TYPES),
  court: z.string().nullable(),
  branch: z.string().nullable(),
  served_on: z.string().nullable(),
  hearing_at: z.string().nullable(),
  reply_due_on: z.string().nullable(),
  case: z.object({ pid: z.string(), title: z.string() }).nullable(),
  description: z.string().nullable(),
  is_important: z.boolean(),
  /** Whether the caller has read it; every member of the office has their own flag. */
  is_read: z.boolean(),
  attachments: z.array(zNoticeAttachment),
  created_by: z.object({ pid: z.string(), first_name: z.string(), last_name: z.string() }).nullable(),
  created_at: z.string(),
});

export const zCourtNoticeResponse = zResult(zCourtNotice);
export const zCourtNoticePage = zPage(zCourtNotice);
export const zCourtNoticeMutationResponse = zResult(zCourtNotice.extend({ message: z.string() }));
export const zUnreadNoticeCountResponse = zResult(z.object({ count: z.number().int() }));
/** `mark-as-read/` and `mark-all-as-read/`: how many were newly marked, and the caller's unread count. */
export const zMarkNoticesReadResponse = zResult(
  zMessage.extend({ updated: z.number().int(), unread_count: z.number().int() }),
);
export const zNotificationPreferencesResponse = zResult(zNotificationPreferences);
export const zNotificationPreferencesMutationResponse = zResult(
  zNotificationPreferences.extend({ message: z.string() }),
);

export type CreateCourtNoticeRequest = z.output<typeof zCreateCourtNoticeRequest>;
export type CreateCourtNoticeInput = z.input<typeof zCreateCourtNoticeRequest>;
export type UploadCourtNoticeFields = z.output<typeof zUploadCourtNoticeFields>;
export type CourtNoticeListQuery = z.output<typeof zCourtNoticeListQuery>;
export type CourtNotice = z.infer<typeof zCourtNotice>;
export type NoticeAttachment = z.infer<typeof zNoticeAttachment>;
export type NotificationPreferences = z.infer<typeof zNotificationPreferences>;
export type UpdateNotificationPreferencesRequest = z.output<typeof zUpdateNotificationPreferencesRequest>;
