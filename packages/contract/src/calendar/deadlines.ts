import { z } from 'zod';
import { zResult } from '../envelope.ts';
import { zCalendarDate, zCalendarNumber } from './fields.ts';

/**
 * The deadline rules of the Civil Procedure Code (قانون آیین دادرسی مدنی) the calculator knows: appeal
 * (art. 336), objection to a default judgment (art. 306), cassation (art. 397), each two months for a
 * party living abroad (art. 446), and a number of days the user gives.
 */
export const DEADLINE_RULES = [
  'appeal',
  'appeal_abroad',
  'objection',
  'objection_abroad',
  'cassation',
  'cassation_abroad',
  'custom',
] as const;
export type DeadlineRule = (typeof DEADLINE_RULES)[number];

/** Days of each fixed rule; a month is 30 days (art. 443). */
export const DEADLINE_RULE_DAYS: Record<Exclude<DeadlineRule, 'custom'>, number> = {
  appeal: 20,
  appeal_abroad: 60,
  objection: 20,
  objection_abroad: 60,
  cassation: 20,
  cassation_abroad: 60,
};

export const DEADLINE_RULE_LABELS: Record<DeadlineRule, string> = {
  appeal: 'تجدیدنظرخواهی (۲۰ روز)',
  appeal_abroad: 'تجدیدنظرخواهی، مقیم خارج از کشور (دو ماه)',
  objection: 'واخواهی از حکم غیابی (۲۰ روز)',
  objection_abroad: 'واخواهی، مقیم خارج از کشور (دو ماه)',
  cassation: 'فرجام‌خواهی (۲۰ روز)',
  cassation_abroad: 'فرجام‌خواهی، مقیم خارج از کشور (دو ماه)',
  custom: 'مهلت دلخواه (به روز)',
};

export const MAX_CUSTOM_DEADLINE_DAYS = 365;

/** `{served_on, rule}`; `days` with the custom rule. */
export const zDeadlineRequest = z
  .object({
    served_on: zCalendarDate('تاریخ ابلاغ'),
    rule: z.enum(DEADLINE_RULES, { error: 'قاعده مهلت معتبر نیست.' }),
    days: zCalendarNumber(
      z.coerce
        .number({ error: 'تعداد روزهای مهلت را وارد کنید.' })
        .int({ error: 'تعداد روزها باید عدد صحیح باشد.' })
        .min(1, { error: 'مهلت دست‌کم یک روز است.' })
        .max(MAX_CUSTOM_DEADLINE_DAYS, { error: 'مهلت حداکثر ۳۶۵ روز است.' }),
    ).optional(),
  })
  .refine((v) => v.rule !== 'custom' || v.days !== undefined, {
    error: 'برای مهلت دلخواه، تعداد روزها را وارد کنید.',
    path: ['days'],
  });

/** A day the deadline could not end on, and why. */
export const zSkippedDay = z.object({ date: z.string(), reason: z.string() });

export const zDeadlineResult = z.object({
  served_on: z.string(),
  rule: z.enum(DEADLINE_RULES),
  rule_label: z.string(),
  days: z.number().int(),
  /** The last day to act, `YYYY-MM-DD`. */
  deadline: z.string(),
  /** Holidays the last day fell on, from the first to the last moved over. */
  skipped_days: z.array(zSkippedDay),
  /** How the date was reached, in Persian with Jalali dates, citing the articles. */
  explanation: z.string(),
});
export const zDeadlineResponse = zResult(zDeadlineResult);

export type DeadlineRequest = z.output<typeof zDeadlineRequest>;
export type DeadlineResult = z.infer<typeof zDeadlineResult>;
