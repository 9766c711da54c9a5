import { z } from 'zod';
import { zResult } from '../envelope.ts';
import { toLatinDigits } from '../persian.ts';
import { zCalendarNumber } from './fields.ts';
import { MAX_REMINDER_MINUTES, REMINDER_CHANNELS, WEEKDAYS } from './vocabulary.ts';

const zClock = (label: string) =>
  z
    .string()
    .transform((v) => toLatinDigits(v).trim())
    .pipe(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: `${label} باید به شکل HH:MM باشد.` }));

/** `update_settings`: only the fields sent change. */
export const zUpdateCalendarSettingsRequest = z
  .object({
    /** Reminders every new event gets, in minutes before it (at most five, e.g. [1440, 60]). */
    reminder_offsets: z
      .array(
        zCalendarNumber(
          z.coerce
            .number()
            .int({ error: 'فاصله یادآوری باید عدد صحیح باشد.' })
            .min(0, { error: 'فاصله یادآوری نمی‌تواند منفی باشد.' })
            .max(MAX_REMINDER_MINUTES, { error: 'یادآوری حداکثر ۳۰ روز پیش از رویداد ممکن است.' }),
        ),
      )
      .max(5, { error: 'حداکثر پنج یادآوری پیش‌فرض.' })
      .transform((offsets) => [...new Set(offsets)].sort((a, b) => b - a)),
    default_channel: z.enum(REMINDER_CHANNELS, { error: 'روش یادآوری معتبر نیست.' }),
    /** Off: every reminder of this person fires in the app only. */
    sms_reminders: z.boolean(),
    week_start: z.enum(WEEKDAYS, { error: 'روز شروع هفته معتبر نیست.' }),
    working_days: z
      .array(z.enum(WEEKDAYS, { error: 'روز کاری معتبر نیست.' }))
      .max(7)
      .transform((days) => WEEKDAYS.filter((day) => days.includes(day))),
    work_starts: zClock('ساعت شروع کار'),
    work_ends: zClock('ساعت پایان کار'),
  })
  .partial()
  .refine((v) => !v.work_starts || !v.work_ends || v.work_starts < v.work_ends, {
    error: 'ساعت پایان کار باید پس از ساعت شروع باشد.',
    path: ['work_ends'],
  });

export const zCalendarSettings = z.object({
  reminder_offsets: z.array(z.number().int()),
  default_channel: z.enum(REMINDER_CHANNELS),
  sms_reminders: z.boolean(),
  week_start: z.enum(WEEKDAYS),
  working_days: z.array(z.enum(WEEKDAYS)),
  work_starts: z.string(),
  work_ends: z.string(),
  /**
   * The private calendar feed (ICS) for a phone's calendar. Its address holds a secret shown once, when
   * it is made (`rotate_feed_token/`); afterwards only whether it is on and since when.
   */
  feed: z.object({ enabled: z.boolean(), created_at: z.string().nullable() }),
});

export const zCalendarSettingsResponse = zResult(zCalendarSettings);
export const zCalendarSettingsMutationResponse = zResult(zCalendarSettings.extend({ message: z.string() }));

/** A new feed address; the previous one stops working at once. */
export const zFeedTokenResponse = zResult(
  z.object({
    /** The ICS address to add to a phone's or desktop calendar; keep it private. */
    url: z.string(),
    /** The same address with the `webcal:` scheme, which calendar apps open directly. */
    webcal_url: z.string(),
    created_at: z.string(),
    message: z.string(),
  }),
);

export type UpdateCalendarSettingsRequest = z.output<typeof zUpdateCalendarSettingsRequest>;
export type CalendarSettings = z.infer<typeof zCalendarSettings>;
