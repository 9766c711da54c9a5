import { toPersianDigits } from '@vakilyar/contract';
import { format, isValid } from 'date-fns-jalali';
import { dateFormats } from '@/locales/fa/format';
import { toOfficeWall } from './office-time';

type DateInput = Date | string | number;

/** A moment in a date-fns-jalali pattern on the office's clock (Tehran), with Persian digits. */
function formatJalali(value: DateInput, pattern: string): string {
  const wall = toOfficeWall(value);
  return isValid(wall) ? toPersianDigits(format(wall, pattern)) : '';
}

/** «۱ فروردین ۱۴۰۴»; an ISO string from the API or a Date; '' when it is not a date. */
export function formatJalaliDate(value: DateInput): string {
  return formatJalali(value, dateFormats.date);
}

/** «شنبه ۱ فروردین ۱۴۰۴». */
export function formatJalaliWeekdayDate(value: DateInput): string {
  return formatJalali(value, dateFormats.weekdayDate);
}

/** «۱ فروردین ۱۴۰۴، ساعت ۱۴:۳۰», on Tehran's clock whatever the device's zone. */
export function formatJalaliDateTime(value: DateInput): string {
  return formatJalali(value, dateFormats.dateTime);
}

/** «۱۴:۳۰» on Tehran's clock. */
export function formatOfficeClock(value: DateInput): string {
  return formatJalali(value, 'HH:mm');
}

/** A calendar day as `YYYY-MM-DD`, or as a wall Date (its local fields are the day): it has no zone. */
type DayInput = Date | string;

function formatDay(day: DayInput, pattern: string): string {
  const date = typeof day === 'string' ? dayFromIso(day) : day;
  return date && isValid(date) ? toPersianDigits(format(date, pattern)) : '';
}

function dayFromIso(iso: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

/** A day (a birth date, `served_on`, a calendar cell): «۱ آذر ۱۴۰۵», never moved by a time zone. */
export function formatJalaliDay(day: DayInput): string {
  return formatDay(day, dateFormats.date);
}

/** A day with its weekday: «یک‌شنبه ۱ آذر ۱۴۰۵». */
export function formatJalaliWeekdayDay(day: DayInput): string {
  return formatDay(day, dateFormats.weekdayDate);
}
