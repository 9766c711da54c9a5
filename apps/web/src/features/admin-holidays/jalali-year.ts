import { format } from 'date-fns';
import { format as formatJalali, newDate } from 'date-fns-jalali';
import { officeToday } from '@/lib/format/office-time';

/** The Jalali year of today in Tehran. */
export const currentJalaliYear = (): number => Number(formatJalali(officeToday(), 'yyyy'));

/** The Gregorian days (`YYYY-MM-DD`) of 1 Farvardin of the year and of the last day of Esfand. */
export function jalaliYearBounds(year: number): { from: string; to: string } {
  const first = newDate(year, 0, 1);
  const next = newDate(year + 1, 0, 1);
  const last = new Date(next.getFullYear(), next.getMonth(), next.getDate() - 1);
  return { from: format(first, 'yyyy-MM-dd'), to: format(last, 'yyyy-MM-dd') };
}
