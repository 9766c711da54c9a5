import { toPersianDigits } from '@vakilyar/contract';
import { format, isSameDay, isSameYear, isValid, subDays } from 'date-fns-jalali';
import { formatJalaliDate, formatOfficeClock } from '@/lib/format/jalali';
import { toOfficeWall } from '@/lib/format/office-time';
import { chatText } from '@/locales/fa/chat';

type DateInput = Date | string;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** «۱۴:۰۵», on Tehran's clock. */
export const formatClock = (value: DateInput): string => formatOfficeClock(value);

/** The Tehran day a message was sent on, to group a thread by day whatever the device's zone. */
export function officeDayKey(value: DateInput): string {
  const wall = toOfficeWall(value);
  return isValid(wall) ? wall.toDateString() : '';
}

/**
 * How long ago, the way a chat list says it: «همین حالا», «۵ دقیقه پیش», «۳ ساعت پیش», «دیروز، ۱۴:۰۵»,
 * then the Jalali day («۲۸ اسفند», with the year when it is another year); days are Tehran's.
 */
export function formatRelativeJalali(value: DateInput, now: Date = new Date()): string {
  const moment = new Date(value);
  if (!isValid(moment)) return '';
  const elapsed = now.getTime() - moment.getTime();
  const date = toOfficeWall(moment);
  const today = toOfficeWall(now);
  const text = chatText.time;
  if (elapsed < MINUTE) return text.justNow;
  if (elapsed < HOUR) return text.minutesAgo(toPersianDigits(Math.floor(elapsed / MINUTE)));
  if (isSameDay(date, today)) return text.hoursAgo(toPersianDigits(Math.floor(elapsed / HOUR)));
  if (isSameDay(date, subDays(today, 1))) return text.yesterday(formatClock(moment));
  return isSameYear(date, today) ? toPersianDigits(format(date, 'd MMMM')) : formatJalaliDate(moment);
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
