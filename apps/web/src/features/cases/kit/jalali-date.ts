import { toLatinDigits, toPersianDigits } from '@vakilyar/contract';
import { format as formatGregorian } from 'date-fns';
import { format as formatJalali, isValid, parse } from 'date-fns-jalali';

const JALALI_PATTERN = 'yyyy/M/d';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * «۱۴۰۳/۰۵/۱۲» (Persian or Latin digits, «/», «-» or «.» between the parts) to the Gregorian
 * `YYYY-MM-DD` of the API; null when it is not a real Jalali date.
 */
export function jalaliTextToIso(text: string): string | null {
  const parts = toLatinDigits(text)
    .trim()
    .split(/[/\-.]/);
  if (parts.length !== 3 || parts.some((part) => !/^\d{1,4}$/.test(part))) return null;
  const [year = '', month = '', day = ''] = parts;
  if (year.length !== 4) return null;
  const date = parse(`${year}/${Number(month)}/${Number(day)}`, JALALI_PATTERN, new Date(2000, 0, 1));
  if (!isValid(date)) return null;
  // parse() rolls 1403/12/31 over into the next month in a short year; a real date reads back the same.
  if (formatJalali(date, JALALI_PATTERN) !== `${Number(year)}/${Number(month)}/${Number(day)}`) return null;
  return formatGregorian(date, 'yyyy-MM-dd');
}

/** The API's `YYYY-MM-DD` to «۱۴۰۳/۰۵/۱۲» for a date input; '' for none. */
export function isoToJalaliText(iso: string | null | undefined): string {
  if (!iso || !ISO_DATE.test(iso)) return '';
  const [year, month, day] = iso.split('-').map(Number);
  const date = new Date(year ?? 0, (month ?? 1) - 1, day ?? 1);
  return isValid(date) ? toPersianDigits(formatJalali(date, 'yyyy/MM/dd')) : '';
}

/** A `YYYY-MM-DD` day as «۱۲ مرداد ۱۴۰۳», read as a local day (no time-zone shift). */
export function isoDayToDate(iso: string): Date {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, day ?? 1);
}
