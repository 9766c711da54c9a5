import { toPersianDigits } from '@vakilyar/contract';
import { format } from 'date-fns-jalali';

/** A wall date (its local fields are Tehran's clock) in a date-fns-jalali pattern, with Persian digits. */
export function jalali(date: Date, pattern: string): string {
  return toPersianDigits(format(date, pattern));
}

/** «آذر ۱۴۰۵». */
export const monthTitle = (date: Date) => jalali(date, 'MMMM yyyy');

/** «۱۴:۳۰» of an office wall time (`toOfficeWall`). */
export const clockTime = (date: Date) => jalali(date, 'HH:mm');

/** «دوشنبه ۲ آذر». */
export const weekdayDay = (date: Date) => jalali(date, 'EEEE d MMMM');

/** «۲ آذر». */
export const dayMonth = (date: Date) => jalali(date, 'd MMMM');

/** «۲». */
export const dayNumber = (date: Date) => jalali(date, 'd');
