import { z } from 'zod';
import { isValidNationalCode, normalizeIranMobile, normalizePersianText, toLatinDigits } from './persian.ts';

/** The zod fields of Persian input, apart from the helpers so a page that writes digits carries no zod. */
export const zPersianText = z.string().transform(normalizePersianText);

export const zDigitsString = z.string().transform((v) => toLatinDigits(v).trim());

export const zIranMobile = z.string({ error: 'شماره موبایل را وارد کنید.' }).transform((value, ctx) => {
  const mobile = normalizeIranMobile(value);
  if (!mobile) {
    ctx.addIssue({ code: 'custom', message: 'شماره موبایل معتبر نیست؛ مانند ۰۹۱۲۱۲۳۴۵۶۷ وارد کنید.' });
    return z.NEVER;
  }
  return mobile;
});

export const zOtpCode = zDigitsString.pipe(
  z.string().regex(/^\d{6}$/, { error: 'کد تأیید باید شش رقم باشد.' }),
);

export const zNationalCode = zDigitsString.pipe(
  z.string().refine(isValidNationalCode, { error: 'کد ملی معتبر نیست.' }),
);

export const zPassword = z
  .string({ error: 'رمز عبور را وارد کنید.' })
  .min(1, { error: 'رمز عبور را وارد کنید.', abort: true })
  .min(8, { error: 'رمز عبور باید دست‌کم ۸ نویسه باشد.' })
  .max(128, { error: 'رمز عبور طولانی‌تر از حد مجاز است.' });

/** Emoji and other pictographs: a name in the national register never has one. */
const PICTOGRAPH = /[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}]/u;

export const zPersonName = (label: string) =>
  zPersianText.pipe(
    z
      .string()
      .min(1, { error: `${label} را وارد کنید.`, abort: true })
      .min(2, { error: `${label} باید دست‌کم دو حرف باشد.` })
      .max(60, { error: `${label} طولانی‌تر از حد مجاز است.` })
      .refine((name) => !PICTOGRAPH.test(name), {
        error: `${label} نباید شکلک داشته باشد؛ آن را همان‌گونه که در شناسنامه آمده بنویسید.`,
      }),
  );
