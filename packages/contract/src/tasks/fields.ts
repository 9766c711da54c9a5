import { z } from 'zod';
import { fieldText, normalizePersianText, toLatinDigits } from '../persian.ts';

/** A required free text of `min`–`max` characters, as typed (spaces tidied). */
export const zTaskText = (label: string, max: number) =>
  z
    .string({ error: `${label} را وارد کنید.` })
    .transform(normalizePersianText)
    .pipe(
      z
        .string()
        .min(1, { error: `${label} را وارد کنید.`, abort: true })
        .min(2, { error: `${label} باید دست‌کم دو حرف باشد.` })
        .max(max, { error: `${label} طولانی‌تر از حد مجاز است.` }),
    );

/** An optional free text; '' and null clear it. */
export const zTaskNote = (max: number) =>
  z
    .string()
    .max(max, { error: fieldText.maxChars(max) })
    .transform((v) => normalizePersianText(v) || null)
    .nullish();

/** A due day (`YYYY-MM-DD`, Gregorian on the wire, a Tehran day); Persian digits accepted; '' and null clear it. */
export const zTaskDueDate = z
  .string()
  .transform((v) => toLatinDigits(v).trim())
  .pipe(
    z.union([
      z.literal(''),
      z.iso
        .date({ error: 'تاریخ سررسید باید به شکل YYYY-MM-DD (میلادی) باشد.' })
        .refine((v) => v >= '1900' && v < '2200', { error: 'تاریخ سررسید باید میلادی باشد، نه شمسی.' }),
    ]),
  )
  .transform((v) => v || null)
  .nullish();

/** A time of day on Tehran's clock, `HH:MM` (Persian digits accepted); '' and null clear it. */
export const zTaskDueTime = z
  .string()
  .transform((v) => toLatinDigits(v).trim())
  .pipe(
    z.union([
      z.literal(''),
      z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'ساعت باید به شکل ۰۹:۳۰ باشد.' }),
    ]),
  )
  .transform((v) => v || null)
  .nullish();

export const zTaskPid = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(40);

export const zTaskUserRef = z.object({ pid: z.string(), first_name: z.string(), last_name: z.string() });
