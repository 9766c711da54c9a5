import type { CalendarEvent } from '@vakilyar/contract';

/** What a week view (grid or list) is given. */
export interface WeekViewProps {
  anchor: Date;
  today: Date;
  events: readonly CalendarEvent[];
  holidays: ReadonlyMap<string, string>;
  onDayClick: (day: Date) => void;
  onSlotClick: (start: Date) => void;
  onOpenEvent: (event: CalendarEvent) => void;
}
