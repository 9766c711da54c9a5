import { z } from 'zod';
import { zPage, zPageQuery, zResult } from '../envelope.ts';
import { normalizePersianText } from '../persian.ts';
import { DEADLINE_RULES, zDeadlineRequest } from './deadlines.ts';
import {
  zCalendarBound,
  zCalendarDateTime,
  zCalendarPid,
  zCalendarText,
  zCalendarUserRef,
} from './fields.ts';
import { CALENDAR_EVENT_TYPES } from './vocabulary.ts';

const zTitle = z
  .string({ error: 'عنوان رویداد را وارد کنید.' })
  .transform(normalizePersianText)
  .pipe(
    z
      .string()
      .min(1, { error: 'عنوان رویداد را وارد کنید.', abort: true })
      .min(2, { error: 'عنوان رویداد باید دست‌کم دو حرف باشد.' })
      .max(200, { error: 'عنوان رویداد طولانی‌تر از حد مجاز است.' }),
  );

/**
 * `create_event` and `update_event` (PUT: the whole event; an optional field left out is cleared).
 * `starts_at` may be left out when `deadline` is given: the calculator then sets the day (an all-day
 * event). `ends_at` defaults to an hour after the start (the same day for an all-day event). For an
 * all-day event both are read as days in Tehran, and `ends_at` names the last day.
 */
export const zCalendarEventRequest = z
  .object({
    title: zTitle,
    event_type: z.enum(CALENDAR_EVENT_TYPES, { error: 'نوع رویداد معتبر نیست.' }).optional(),
    starts_at: zCalendarDateTime('زمان شروع').optional(),
    ends_at: zCalendarDateTime('زمان پایان').nullish(),
    all_day: z.boolean({ error: 'گزینه «تمام روز» باید درست یا نادرست باشد.' }).optional(),
    location: zCalendarText(200),
    court: zCalendarText(200),
    branch: zCalendarText(100),
    description: zCalendarText(5000),
    /** Pid of a case the caller can see, or null. */
    case: zCalendarPid('پرونده را انتخاب کنید.').nullish(),
    /** Computes the day of a legal deadline (see `deadlines/calculate/`) instead of `starts_at`. */
    deadline: zDeadlineRequest.nullish(),
    /** Shown to the case's clients; left out, a hearing is shared and any other event is not. */
    shared_with_clients: z.boolean({ error: 'گزینه «نمایش به موکل» باید درست یا نادرست باشد.' }).optional(),
    /** Texts the case's clients a reminder the day before, from the office's SMS credit. */
    sms_clients: z.boolean({ error: 'گزینه «پیامک به موکلان» باید درست یا نادرست باشد.' }).optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.starts_at && !value.deadline) {
      ctx.addIssue({ code: 'custom', path: ['starts_at'], message: 'زمان شروع رویداد را وارد کنید.' });
    }
    if (value.sms_clients && !value.case) {
      ctx.addIssue({
        code: 'custom',
        path: ['sms_clients'],
        message: 'برای پیامک به موکلان، پرونده را انتخاب کنید.',
      });
    }
    if (value.starts_at && value.ends_at && Date.parse(value.ends_at) < Date.parse(value.starts_at)) {
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'زمان پایان باید پس از زمان شروع باشد.' });
    }
  });

export const zCalendarEvent = z.object({
  pid: z.string(),
  title: z.string(),
  event_type: z.enum(CALENDAR_EVENT_TYPES),
  starts_at: z.string(),
  /** For an all-day event: the start of its last day. */
  ends_at: z.string(),
  all_day: z.boolean(),
  location: z.string().nullable(),
  court: z.string().nullable(),
  branch: z.string().nullable(),
  description: z.string().nullable(),
  case: z.object({ pid: z.string(), title: z.string() }).nullable(),
  /** Set when the day came from the deadline calculator. */
  deadline: z
    .object({ served_on: z.string(), rule: z.enum(DEADLINE_RULES), days: z.number().int() })
    .nullable(),
  /** The office's shared calendar (lawyer and secretaries) or the caller's own. */
  calendar: z.enum(['office', 'personal']),
  /** Seen by the case's clients (for a client: an event of her lawyer's office, read-only, no description). */
  shared_with_clients: z.boolean(),
  sms_clients: z.boolean(),
  /** A client's view of her lawyer's event: read-only, without reminders of her own. */
  shared_view: z.boolean(),
  /** The caller's reminders still to fire on this event. */
  reminders_count: z.number().int(),
  can_edit: z.boolean(),
  created_by: zCalendarUserRef.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

/**
 * `GET events/`: `search` over title, place, court, branch and description (Persian-normalized);
 * `from`/`to` keep the events that overlap that span (a month or a week view); `future_events_only`
 * keeps the ones not yet over. Ordering: starts_at (default), ends_at, title, event_type, created_at.
 */
export const zCalendarEventListQuery = zPageQuery.extend({
  future_events_only: z.enum(['true', 'false', '1', '0']).optional(),
  from: zCalendarBound('ابتدای بازه'),
  to: zCalendarBound('انتهای بازه'),
  /** Pid of a case. */
  case: z.string().max(40).optional(),
  event_type: z.enum(CALENDAR_EVENT_TYPES, { error: 'نوع رویداد معتبر نیست.' }).optional(),
});

export const zCalendarEventResponse = zResult(zCalendarEvent);
export const zCalendarEventPage = zPage(zCalendarEvent);
export const zCalendarEventMutationResponse = zResult(
  zCalendarEvent.extend({
    message: z.string(),
    /** Set when the event will send SMS (reminders, texts to clients) while whoever pays has no credit left. */
    warning: z.string().nullable().optional(),
  }),
);

export type CalendarEventRequest = z.output<typeof zCalendarEventRequest>;
export type CalendarEvent = z.infer<typeof zCalendarEvent>;
export type CalendarEventListQuery = z.output<typeof zCalendarEventListQuery>;
