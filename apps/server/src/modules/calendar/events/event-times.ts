import type { CalendarEventRequest } from '@vakilyar/contract';
import type { DeadlinesService } from '../deadlines/deadlines.service.ts';
import { tehranDay, tehranMidnight } from '../tehran-time.ts';

const HOUR_MS = 3_600_000;

export interface EventTimes {
  startsAt: Date;
  endsAt: Date;
  allDay: boolean;
  eventType: NonNullable<CalendarEventRequest['event_type']>;
  deadlineServedOn: string | null;
  deadlineRule: string | null;
  deadlineDays: number | null;
}

/**
 * When an event takes place, from a request: a legal deadline's day (all-day, from the calculator), an
 * all-day span (Tehran days, `ends_at` naming the last day), or a start and an end (an hour by default).
 */
export async function eventTimesOf(
  input: CalendarEventRequest,
  deadlines: DeadlinesService,
): Promise<EventTimes> {
  const noDeadline = { deadlineServedOn: null, deadlineRule: null, deadlineDays: null };
  if (input.deadline) {
    const computed = await deadlines.calculate(input.deadline);
    const day = tehranMidnight(computed.deadline);
    return {
      startsAt: day,
      endsAt: day,
      allDay: true,
      eventType: input.event_type ?? 'deadline',
      deadlineServedOn: computed.served_on,
      deadlineRule: computed.rule,
      deadlineDays: computed.days,
    };
  }
  // The contract requires starts_at without a deadline.
  const startsAt = new Date(input.starts_at as string);
  const endsAt = input.ends_at ? new Date(input.ends_at) : null;
  const eventType = input.event_type ?? 'hearing';
  if (input.all_day) {
    const first = tehranMidnight(tehranDay(startsAt));
    return {
      startsAt: first,
      endsAt: tehranMidnight(tehranDay(endsAt ?? startsAt)),
      allDay: true,
      eventType,
      ...noDeadline,
    };
  }
  return {
    startsAt,
    endsAt: endsAt ?? new Date(startsAt.getTime() + HOUR_MS),
    allDay: false,
    eventType,
    ...noDeadline,
  };
}
