import type { CalendarEvent } from '@vakilyar/contract';
import { differenceInCalendarDays } from 'date-fns-jalali';
import { eventEnd } from '@/features/calendar/kit/event-time';
import { tehranDay } from '@/features/calendar/kit/tehran-day';

/** Events not over yet, soonest first (the list comes ordered by start). */
export const upcomingOf = (events: CalendarEvent[], now = new Date()) =>
  events.filter((event) => eventEnd(event) > now);

export const pastOf = (events: CalendarEvent[], now = new Date()) =>
  events.filter((event) => eventEnd(event) <= now).reverse();

/** Whole Tehran days from today to the event's day (0: today). */
export const daysLeft = (event: CalendarEvent, now = new Date()) =>
  differenceInCalendarDays(tehranDay(event.starts_at), tehranDay(now.toISOString()));
