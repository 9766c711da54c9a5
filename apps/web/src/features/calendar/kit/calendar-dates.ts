import { format as formatGregorian, isValid as isValidGregorian, parseISO } from 'date-fns';
import {
  addDays,
  addMonths,
  addWeeks,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  isFriday,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from 'date-fns-jalali';

/** The views of the calendar page, as the address spells them (`?view=`). */
export const CALENDAR_VIEWS = ['month', 'week', 'agenda'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** The Iranian week starts on Saturday; date-fns-jalali's Persian locale says so too, stated here for clarity. */
const WEEK = { weekStartsOn: 6 } as const;

/** A local day as the address and the API spell dates: Gregorian `YYYY-MM-DD`. */
export function toDayParam(date: Date): string {
  return formatGregorian(date, 'yyyy-MM-dd');
}

/** `YYYY-MM-DD` read as the local midnight of that day; null when it is not a date. */
export function parseDayParam(value: string | null | undefined): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = parseISO(value);
  return isValidGregorian(date) ? startOfDay(date) : null;
}

/** The weeks shown for the Jalali month of `anchor`: rows of seven days from Saturday, padded with the neighbours' days. */
export function monthWeeks(anchor: Date): Date[][] {
  const days = eachDayOfInterval({
    start: startOfWeek(startOfMonth(anchor), WEEK),
    end: endOfWeek(endOfMonth(anchor), WEEK),
  });
  const weeks: Date[][] = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));
  return weeks;
}

/** Saturday to Friday of the week of `anchor`. */
export function weekDays(anchor: Date): Date[] {
  return eachDayOfInterval({ start: startOfWeek(anchor, WEEK), end: endOfWeek(anchor, WEEK) });
}

/** The first and the last moment a view shows: what the events query asks for. */
export function visibleRange(view: Exclude<CalendarView, 'agenda'>, anchor: Date): { from: Date; to: Date } {
  const days = view === 'month' ? monthWeeks(anchor).flat() : weekDays(anchor);
  const first = days[0] ?? anchor;
  const last = days.at(-1) ?? anchor;
  return { from: startOfDay(first), to: addDays(startOfDay(last), 1) };
}

/** The anchor one step back or forward in a view: a Jalali month, or a week. */
export function stepAnchor(view: CalendarView, anchor: Date, step: 1 | -1): Date {
  return view === 'week' ? addWeeks(anchor, step) : addMonths(anchor, step);
}

/** Friday is the Iranian weekend. */
export function isWeekend(date: Date): boolean {
  return isFriday(date);
}
