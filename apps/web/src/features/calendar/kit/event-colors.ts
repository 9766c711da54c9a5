import type { CalendarEventType } from '@vakilyar/contract';

/** Each kind of event in its own colour, the same in every view: a deadline red, a hearing navy. */
export const EVENT_TYPE_COLORS: Record<CalendarEventType, string> = {
  hearing: '#1f4e8c',
  deadline: '#c62828',
  meeting: '#2e7d32',
  expert: '#7b3fa0',
  other: '#5f6b7a',
};

export const eventColor = (event: { event_type: CalendarEventType }) => EVENT_TYPE_COLORS[event.event_type];
