import { z } from 'zod';
import { zPage, zPageQuery, zResult } from '../envelope.ts';
import { zCalendarDateTime, zCalendarNumber, zCalendarPid, zCalendarUserRef } from './fields.ts';
import {
  MAX_REMINDER_MINUTES,
  REMINDER_CHANNELS,
  REMINDER_SMS_OUTCOMES,
  REMINDER_STATUSES,
} from './vocabulary.ts';

const zMinutes = zCalendarNumber(
  z.coerce
    .number({ error: 'فاصله یادآوری را به دقیقه وارد کنید.' })
    .int({ error: 'فاصله یادآوری باید عدد صحیح باشد.' })
    .min(0, { error: 'فاصله یادآوری نمی‌تواند منفی باشد.' })
    .max(MAX_REMINDER_MINUTES, { error: 'یادآوری حداکثر ۳۰ روز پیش از رویداد ممکن است.' }),
);

/** `create_reminder`: for the caller, a number of minutes before the event or a moment (not both). */
export const zCreateReminderRequest = z
  .object({
    event: zCalendarPid('رویداد را انتخاب کنید.'),
    remind_before_minutes: zMinutes.optional(),
    remind_at: zCalendarDateTime('زمان یادآوری').optional(),
    channel: z.enum(REMINDER_CHANNELS, { error: 'روش یادآوری معتبر نیست.' }).default('in_app'),
  })
  .superRefine((value, ctx) => {
    const given = Number(value.remind_before_minutes !== undefined) + Number(value.remind_at !== undefined);
    if (given !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['remind_before_minutes'],
        message: 'فاصله یادآوری (دقیقه پیش از رویداد) یا زمان یادآوری را وارد کنید؛ یکی از این دو.',
      });
    }
  });

export const zReminder = z.object({
  pid: z.string(),
  /** Pid of the event. */
  event: z.string(),
  /** Minutes before the event's start (an all-day event: before 08:00 of its day). */
  remind_before_minutes: z.number().int(),
  remind_at: z.string(),
  channel: z.enum(REMINDER_CHANNELS),
  status: z.enum(REMINDER_STATUSES),
  sms_status: z.enum(REMINDER_SMS_OUTCOMES).nullable(),
  sent_at: z.string().nullable(),
  /** Who is reminded. */
  recipient: zCalendarUserRef,
  /** The caller may delete it (their own reminder, or any on an event they manage). */
  can_delete: z.boolean(),
  created_at: z.string(),
});

export const zReminderListQuery = zPageQuery.pick({ page: true, page_size: true });
export const zReminderPage = zPage(zReminder);
export const zReminderMutationResponse = zResult(
  zReminder.extend({
    message: z.string(),
    /** Set when an SMS reminder is made while whoever pays for it has no SMS credit left. */
    warning: z.string().nullable().optional(),
  }),
);

export type CreateReminderRequest = z.output<typeof zCreateReminderRequest>;
export type Reminder = z.infer<typeof zReminder>;
