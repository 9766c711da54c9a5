import { toPersianDigits } from '@vakilyar/contract';
import { format, isValid } from 'date-fns-jalali';
import { dateFormats } from '@/locales/fa/format';

type DateInput = Date | string | number;

function formatJalali(value: DateInput, pattern: string): string {
  const date = value instanceof Date ? value : new Date(value);
  return isValid(date) ? toPersianDigits(format(date, pattern)) : '';
}

/** «۱ فروردین ۱۴۰۴»; an ISO string from the API or a Date; '' when it is not a date. */
export function formatJalaliDate(value: DateInput): string {
  return formatJalali(value, dateFormats.date);
}

/** «شنبه ۱ فروردین ۱۴۰۴». */
export function formatJalaliWeekdayDate(value: DateInput): string {
  return formatJalali(value, dateFormats.weekdayDate);
}

/** «۱ فروردین ۱۴۰۴، ساعت ۱۴:۳۰», in the browser's time zone. */
export function formatJalaliDateTime(value: DateInput): string {
  return formatJalali(value, dateFormats.dateTime);
}
