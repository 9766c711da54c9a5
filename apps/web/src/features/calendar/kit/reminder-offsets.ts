import { formatNumber } from '@/lib/format/money';
import { calendarText } from '@/locales/fa/calendar';

/** The offsets a reminder is usually set at, in minutes before the event: 10 min, 1 h, 1 day, 2 days, 1 week. */
export const REMINDER_OFFSETS = [10, 60, 1440, 2880, 10080] as const;

const { units } = calendarText.reminders;
const UNITS = [
  { minutes: 10080, word: units.week },
  { minutes: 1440, word: units.day },
  { minutes: 60, word: units.hour },
  { minutes: 1, word: units.minute },
] as const;

/** «۱ روز», «۹۰ دقیقه»: an offset in the largest whole unit. */
export function offsetText(minutes: number): string {
  const unit = UNITS.find((candidate) => minutes % candidate.minutes === 0) ?? UNITS[3];
  return `${formatNumber(minutes / unit.minutes)} ${unit.word}`;
}

/** «۱ روز قبل». */
export const offsetBeforeText = (minutes: number) =>
  calendarText.reminders.minutesBefore(offsetText(minutes));
