import type { CalendarEventType } from '@vakilyar/contract';
import { colors } from '@/app/theme/tokens';

/** Each kind of event in its own colour, the same in every view: a deadline red, a hearing navy. */
export const EVENT_TYPE_COLORS: Record<CalendarEventType, string> = colors.calendar;

export const eventColor = (event: { event_type: CalendarEventType }) => EVENT_TYPE_COLORS[event.event_type];
