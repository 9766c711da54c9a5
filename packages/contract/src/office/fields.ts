import { z } from 'zod';
import { DATE_RANGES, dateRangeText, isPastDay, withinYears } from '../date-range.ts';
import { fieldText, normalizePersianText, toLatinDigits, unifyPersianLetters } from '../persian.ts';

// Input helpers: free text is kept as typed (spaces tidied); numbers and dates are normalized.

/** An optional free text; '' and null clear it, undefined leaves it as is (on PATCH). */
export const zOptionalText = (max: number) =>
  z
    .string()
    .max(max, { error: fieldText.maxChars(max) })
    .transform((v) => normalizePersianText(v) || null)
    .nullish();

/** A number the office files by (case, archive): an identifier, folded (ASCII digits, ی/ک) so «۱۲» and «12» are one. */
export const zOptionalNumberText = (max: number) =>
  z
    .string()
    .max(max, { error: fieldText.maxChars(max) })
    .transform((v) => normalizePersianText(unifyPersianLetters(toLatinDigits(v))) || null)
    .nullish();

/** A Gregorian `YYYY-MM-DD` date; Persian digits accepted; '' and null clear it. */
export const zOptionalDate = z
  .string()
  .transform((v) => toLatinDigits(v).trim())
  .pipe(z.union([z.literal(''), z.iso.date({ error: 'تاریخ باید به شکل YYYY-MM-DD (میلادی) باشد.' })]))
  .transform((v) => v || null)
  .nullish();

/** A birth date: a real day in the past, within a lifetime. */
export const zBirthDate = zOptionalDate.refine((v) => v == null || isPastDay(v), {
  error: dateRangeText.birth,
});

/** The day a case started: within decades of today. */
export const zCaseStartDate = zOptionalDate.refine(
  (v) => v == null || withinYears(v, DATE_RANGES.caseStart.past, DATE_RANGES.caseStart.future),
  { error: dateRangeText.caseStart },
);

export const zQueryDate = z
  .string()
  .transform((v) => toLatinDigits(v).trim())
  .pipe(z.iso.date({ error: 'تاریخ باید به شکل YYYY-MM-DD (میلادی) باشد.' }))
  .optional();

export const zPidRef = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(40);

export const zSearchText = z.string().max(200).optional();

// Shared response pieces.

export const zUserRef = z.object({ pid: z.string(), first_name: z.string(), last_name: z.string() });
export const zOfficeRef = z.object({ pid: z.string(), name: z.string() });
