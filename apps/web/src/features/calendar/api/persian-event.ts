import { type CalendarEvent, toPersianDigits } from '@vakilyar/contract';

const persian = (text: string | null) => (text === null ? null : toPersianDigits(text));

/**
 * An event's free texts with Persian digits: the server keeps digits Latin (for search), every screen
 * shows them Persian. A form sending them back is normalized again by the contract's schema.
 */
export function withPersianDigits<Event extends CalendarEvent>(event: Event): Event {
  return {
    ...event,
    title: toPersianDigits(event.title),
    location: persian(event.location),
    court: persian(event.court),
    branch: persian(event.branch),
    description: persian(event.description),
    case: event.case && { ...event.case, title: toPersianDigits(event.case.title) },
  };
}
