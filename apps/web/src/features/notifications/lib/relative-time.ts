import { toPersianDigits } from '@vakilyar/contract';
import { format, isValid } from 'date-fns-jalali';
import { formatJalaliDay } from '@/lib/format/jalali';
import { toOfficeWall } from '@/lib/format/office-time';
import { alarmsText } from '@/locales/fa/alarms';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/**
 * «همین حالا», «۵ دقیقه پیش», «۳ ساعت پیش», «دیروز، ساعت ۱۴:۳۰», «۴ روز پیش», then the Jalali date
 * («۱۲ مرداد ۱۴۰۳») for anything older than a week.
 */
export function relativeJalaliTime(value: string | Date, at: Date = new Date()): string {
  // Yesterday and the clock are Tehran's, whatever the device's zone.
  const date = toOfficeWall(value);
  const now = toOfficeWall(at);
  if (!isValid(date)) return '';
  const text = alarmsText.relative;
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < MINUTE) return text.justNow;
  if (elapsed < HOUR) return text.minutes(toPersianDigits(Math.floor(elapsed / MINUTE)));
  const days = Math.round((startOfDay(now) - startOfDay(date)) / DAY);
  if (days === 0) return text.hours(toPersianDigits(Math.floor(elapsed / HOUR)));
  if (days === 1) return text.yesterday(toPersianDigits(format(date, 'HH:mm')));
  if (days < 7) return text.days(toPersianDigits(days));
  return formatJalaliDay(date);
}
