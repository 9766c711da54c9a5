import { z } from 'zod';
import { DATE_RANGES, dateRangeText, withinYears } from '../date-range.ts';
import { fieldText, normalizePersianText, toLatinDigits } from '../persian.ts';

/**
 * A required Gregorian `YYYY-MM-DD` date; Persian digits accepted. A year before 1900 is refused: it is a
 * Jalali date sent by mistake (1404-02-16), which would otherwise pass as a Gregorian one.
 */
export const zCalendarDate = (label: string) =>
  z
    .string({ error: `${label} را وارد کنید.` })
    .transform((v) => toLatinDigits(v).trim())
    .pipe(
      z.iso
        .date({ error: `${label} باید به شکل YYYY-MM-DD (میلادی) باشد.` })
        .refine((v) => v >= '1900' && v < '2200', {
          error: `${label} باید میلادی باشد (مانند ۲۰۲۵-۰۵-۰۶)، نه شمسی.`,
        })
        .refine((v) => v < '1900' || withinYears(v, DATE_RANGES.office.past, DATE_RANGES.office.future), {
          error: dateRangeText.office(label),
        }),
    );

/** A moment with its offset (ISO 8601), such as `2025-05-10T09:30:00+03:30`; Persian digits accepted. */
export const zCalendarDateTime = (label: string) =>
  z
    .string({ error: `${label} را وارد کنید.` })
    .transform((v) => toLatinDigits(v).trim())
    .pipe(
      z.iso
        .datetime({ offset: true, error: `${label} باید به شکل ISO ۸۶۰۱ با منطقه زمانی باشد.` })
        .refine((v) => withinYears(v, DATE_RANGES.event.past, DATE_RANGES.event.future), {
          error: dateRangeText.event(label),
        }),
    );

/** A list filter bound: a date (`YYYY-MM-DD`, the day in Tehran) or a moment. */
export const zCalendarBound = (label: string) =>
  z
    .string()
    .transform((v) => toLatinDigits(v).trim())
    .pipe(
      z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
        error: `${label} باید تاریخ (YYYY-MM-DD) یا زمان ISO ۸۶۰۱ باشد.`,
      }),
    )
    .optional();

/** An optional free text; '' and null clear it. */
export const zCalendarText = (max: number) =>
  z
    .string()
    .max(max, { error: fieldText.maxChars(max) })
    .transform((v) => normalizePersianText(v) || null)
    .nullish();

export const zCalendarPid = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(40);

export const zCalendarUserRef = z.object({ pid: z.string(), first_name: z.string(), last_name: z.string() });

/** A number given as a number or as text in any digits (۱۲۰, ١٢٠, 120). */
export const zCalendarNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' ? toLatinDigits(value).trim() : value), schema);
