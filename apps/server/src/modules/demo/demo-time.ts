import { addDays, tehranDay, tehranMidnight } from '../calendar/tehran-time.ts';

const MINUTE = 60_000;

/**
 * A moment `days` before today at an office hour on Tehran's clock, whatever the hour the demo is seeded:
 * by default between 09:00 and 16:55, varying with the day so the lists read like an office's weeks.
 */
export function demoMoment(days: number, hour = 9 + ((days * 5) % 8), minute = ((days * 7) % 12) * 5): Date {
  const day = addDays(tehranDay(new Date()), -days);
  return new Date(tehranMidnight(day).getTime() + (hour * 60 + minute) * MINUTE);
}
