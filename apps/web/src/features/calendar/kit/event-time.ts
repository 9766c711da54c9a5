import type { CalendarEvent } from '@vakilyar/contract';
import { addDays, addMinutes, areIntervalsOverlapping, startOfDay } from 'date-fns-jalali';
import { toOfficeWall } from '@/lib/format/office-time';
import { calendarText } from '@/locales/fa/calendar';
import { clockTime } from './jalali-text';
import { tehranDay } from './tehran-day';

type Timed = Pick<CalendarEvent, 'starts_at' | 'ends_at' | 'all_day'>;

/** When an event starts, as an office wall time (Tehran's clock); an all-day event at the midnight of its day. */
export function eventStart(event: Timed): Date {
  return event.all_day ? tehranDay(event.starts_at) : toOfficeWall(event.starts_at);
}

/** When an event ends; an all-day event at the midnight after its last day. */
export function eventEnd(event: Timed): Date {
  return event.all_day ? addDays(tehranDay(event.ends_at), 1) : toOfficeWall(event.ends_at);
}

/** «تمام روز», «۱۰:۰۰ تا ۱۱:۳۰» or «ساعت ۱۰:۰۰». */
export function eventTimeLabel(event: Timed): string {
  if (event.all_day) return calendarText.time.allDay;
  const start = eventStart(event);
  const end = eventEnd(event);
  return end > start
    ? calendarText.time.range(clockTime(start), clockTime(end))
    : calendarText.time.at(clockTime(start));
}

/** The events that touch a local day, all-day ones first, then by their start. */
export function eventsOnDay<Event extends Timed>(events: readonly Event[], day: Date): Event[] {
  const dayInterval = { start: startOfDay(day), end: addDays(startOfDay(day), 1) };
  return events
    .filter((event) => {
      const start = eventStart(event);
      const end = eventEnd(event);
      // An instant (a deadline at a moment) still belongs to its day.
      const interval = { start, end: end > start ? end : addMinutes(start, 1) };
      return areIntervalsOverlapping(interval, dayInterval);
    })
    .sort(byDisplayOrder);
}

export function byDisplayOrder(first: Timed, second: Timed): number {
  if (first.all_day !== second.all_day) return first.all_day ? -1 : 1;
  return eventStart(first).getTime() - eventStart(second).getTime();
}
