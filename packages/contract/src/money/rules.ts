import { z } from 'zod';
import { toLatinDigits } from '../persian.ts';
import { formatPersianNumber, isValidSheba, normalizeSheba } from './values.ts';

export * from './values.ts';

export const zSheba = z.string({ error: 'شماره شبا را وارد کنید.' }).transform((value, ctx) => {
  const sheba = normalizeSheba(value);
  if (!sheba || !isValidSheba(sheba)) {
    ctx.addIssue({
      code: 'custom',
      message: 'شماره شبا معتبر نیست؛ IR و ۲۴ رقم آن را بدون اشتباه وارد کنید.',
    });
    return z.NEVER;
  }
  return sheba;
});

/** A whole number from a JSON number or a string of Persian, Arabic or ASCII digits. */
export const zWholeNumber = (label: string, min: number, max: number) =>
  z
    .union([z.number(), z.string()], { error: `${label} را به عدد وارد کنید.` })
    .transform((v) => {
      if (typeof v === 'number') return v;
      const digits = toLatinDigits(v).trim();
      return /^-?\d+$/.test(digits) ? Number(digits) : Number.NaN;
    })
    .pipe(
      z
        .number({ error: `${label} باید عدد باشد.` })
        .int({ error: `${label} باید عدد صحیح باشد.` })
        .min(min, { error: `${label} باید دست‌کم ${formatPersianNumber(min)} باشد.` })
        .max(max, { error: `${label} بیش از حد مجاز است.` }),
    );

/** A public id in a request body or path. */
export const zPid = z.string({ error: 'شناسه را وارد کنید.' }).trim().min(1).max(64);

/** YYYY-MM-DD, Gregorian on the wire. */
/** A real Gregorian day (`YYYY-MM-DD`): month 13 or 30 February is refused here, not deep in a query. */
export const zDate = z.iso.date({ error: 'تاریخ باید یک روز واقعی به شکل YYYY-MM-DD باشد.' });
