import { toPersianDigits } from '@vakilyar/contract';
import { format, isSameDay, isSameYear, isValid, subDays } from 'date-fns-jalali';
import { formatJalaliDate } from '@/lib/format/jalali';
import { chatText } from '@/locales/fa/chat';

type DateInput = Date | string;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** «۱۴:۰۵». */
export function formatClock(value: DateInput): string {
  const date = new Date(value);
  return isValid(date) ? toPersianDigits(format(date, 'HH:mm')) : '';
}

/**
 * How long ago, the way a chat list says it: «همین حالا», «۵ دقیقه پیش», «۳ ساعت پیش», «دیروز، ۱۴:۰۵»,
 * then the Jalali day («۲۸ اسفند», with the year when it is another year).
 */
export function formatRelativeJalali(value: DateInput, now: Date = new Date()): string {
  const date = new Date(value);
  if (!isValid(date)) return '';
  const elapsed = now.getTime() - date.getTime();
  const text = chatText.time;
  if (elapsed < MINUTE) return text.justNow;
  if (elapsed < HOUR) return text.minutesAgo(toPersianDigits(Math.floor(elapsed / MINUTE)));
  if (isSameDay(date, now)) return text.hoursAgo(toPersianDigits(Math.floor(elapsed / HOUR)));
  if (isSameDay(date, subDays(now, 1))) return text.yesterday(formatClock(date));
  return isSameYear(date, now) ? toPersianDigits(format(date, 'd MMMM')) : formatJalaliDate(date);
}

/** A duration of seconds as «۲۴:۰۵», or «۱:۰۲:۰۵» past an hour. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock =
    hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds % 60)}` : `${pad(minutes)}:${pad(seconds % 60)}`;
  return toPersianDigits(clock);
}
