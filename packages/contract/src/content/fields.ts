import { z } from 'zod';
import { fieldText, toLatinDigits } from '../persian.ts';

/**
 * Site content keeps its letters and digits as the admin typed them (Persian digits read best on the
 * pages); spaces are collapsed. Search compares through `searchKey`.
 */
export function cleanLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** Like `cleanLine`, keeping line breaks (at most one empty line in a row). */
export function cleanParagraphs(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A required Persian text, normalized, between `min` and `max` characters. */
export const zRequiredText = (label: string, max: number, min = 2) =>
  z
    .string({ error: fieldText.required(label) })
    .transform(cleanLine)
    .pipe(
      z
        .string()
        .min(1, { error: fieldText.required(label), abort: true })
        .min(min, { error: fieldText.minLength(label, min) })
        .max(max, { error: fieldText.maxLength(label, max) }),
    );

/** A longer text whose line breaks are kept (answers, bios, terms): spaces are tidied, nothing else. */
export const zMultilineText = (label: string, max: number, min = 2) =>
  z
    .string({ error: fieldText.required(label) })
    .transform(cleanParagraphs)
    .pipe(
      z
        .string()
        .min(1, { error: fieldText.required(label), abort: true })
        .min(min, { error: fieldText.minLength(label, min) })
        .max(max, { error: fieldText.maxLength(label, max) }),
    );

/** An optional text; '' and null clear it, undefined leaves it as is (on PATCH). */
export const zOptionalText = (max: number) =>
  z
    .string()
    .max(max, { error: fieldText.maxChars(max) })
    .transform((v) => cleanLine(v) || null)
    .nullish();

/** An http(s) address or a path inside the site (`/faq`); '' and null clear it. */
export const zOptionalLink = z
  .string()
  .trim()
  .max(500, { error: 'نشانی طولانی است.' })
  .refine((v) => v === '' || v.startsWith('/') || /^https?:\/\/[^\s]+$/i.test(v), {
    error: 'نشانی باید با http:// یا https:// یا / آغاز شود.',
  })
  .transform((v) => v || null)
  .nullish();

/** A required http(s) address. */
export const zRequiredUrl = z
  .string({ error: 'نشانی را وارد کنید.' })
  .trim()
  .max(500, { error: 'نشانی طولانی است.' })
  .refine((v) => /^https?:\/\/[^\s]+$/i.test(v), { error: 'نشانی باید با http:// یا https:// آغاز شود.' });

/** An optional e-mail address; '' and null clear it. */
export const zOptionalEmail = z
  .string()
  .trim()
  .transform((v) => v.toLowerCase())
  .pipe(z.union([z.literal(''), z.email({ error: 'نشانی ایمیل معتبر نیست.' })]))
  .transform((v) => v || null)
  .nullish();

export const zRequiredEmail = z
  .string({ error: 'نشانی ایمیل را وارد کنید.' })
  .trim()
  .transform((v) => v.toLowerCase())
  .pipe(z.email({ error: 'نشانی ایمیل معتبر نیست.' }).max(254, { error: 'نشانی ایمیل طولانی است.' }));

/** An ISO 8601 time with offset (or a `YYYY-MM-DD` date, taken as midnight UTC); '' and null clear it. */
export const zOptionalDateTime = z
  .string()
  .transform((v) => toLatinDigits(v).trim())
  .pipe(
    z.union([
      z.literal(''),
      z.iso.datetime({ offset: true, error: 'زمان باید به شکل ISO ۸۶۰۱ باشد.' }),
      z.iso.date({ error: 'تاریخ باید به شکل YYYY-MM-DD (میلادی) باشد.' }),
    ]),
  )
  .transform((v) => v || null)
  .nullish();

/** A display order: a whole number from 0 to 10000, Persian digits accepted. */
export const zSortOrder = z
  .union([z.number(), z.string()], { error: 'ترتیب نمایش را به عدد وارد کنید.' })
  .transform((v) => (typeof v === 'number' ? v : Number(toLatinDigits(v).trim() || Number.NaN)))
  .pipe(
    z
      .number({ error: 'ترتیب نمایش باید عدد باشد.' })
      .int({ error: 'ترتیب نمایش باید عدد صحیح باشد.' })
      .min(0, { error: 'ترتیب نمایش نمی‌تواند منفی باشد.' })
      .max(10_000, { error: 'ترتیب نمایش بیش از حد مجاز است.' }),
  );

/** An optional long text with its line breaks; '' and null clear it. */
export const zOptionalParagraphs = (max: number) =>
  z
    .string()
    .max(max, { error: fieldText.maxChars(max) })
    .transform((v) => cleanParagraphs(v) || null)
    .nullish();

// What the admin's lists share: a pid reference, a true/false query flag, the row's stamps.
export const zPidRef = z.string().trim().min(1).max(64);
export const zTrueFalse = z.enum(['true', 'false']);
export const zAdminStamps = { is_active: z.boolean(), created_at: z.string(), updated_at: z.string() };
