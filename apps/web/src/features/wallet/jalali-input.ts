import { toLatinDigits } from '@vakilyar/contract';
import { isValid, parse } from 'date-fns-jalali';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A Jalali day typed by the user («۱۴۰۴/۱/۱۵», «1404-01-15») as the API's Gregorian `YYYY-MM-DD`;
 * null when it is not a real day. An empty text is no filter (undefined).
 */
export function jalaliToIsoDate(text: string): string | null | undefined {
  const compact = toLatinDigits(text).trim().replace(/[-.]/g, '/');
  if (compact === '') return undefined;
  if (!/^\d{4}\/\d{1,2}\/\d{1,2}$/.test(compact)) return null;
  const date = parse(compact, 'yyyy/M/d', new Date(2000, 0, 1, 12));
  if (!isValid(date)) return null;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
