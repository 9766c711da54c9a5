import {
  type CalendarEvent,
  type CalendarEventRequest,
  type CalendarEventType,
  zCalendarEventRequest,
} from '@vakilyar/contract';
import { addHours, isValid, setHours, startOfDay } from 'date-fns-jalali';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { fromOfficeWall } from '@/lib/format/office-time';
import { calendarText } from '@/locales/fa/calendar';
import { eventEnd, eventStart } from '../kit/event-time';
import { tehranMidnight } from '../kit/tehran-day';

export interface CaseOption {
  pid: string;
  title: string;
  case_number?: string | null;
}

/** The event form's inputs: moments as office wall times (what the pickers hold), texts as typed, the case as picked. */
export interface EventFormValues {
  title: string;
  event_type: CalendarEventType;
  all_day: boolean;
  starts_at: Date | null;
  ends_at: Date | null;
  court: string;
  branch: string;
  location: string;
  description: string;
  case: CaseOption | null;
  /** Shown to the case's clients (a hearing is, unless turned off). */
  shared_with_clients: boolean;
  /** A reminder texted to the case's clients the day before. */
  sms_clients: boolean;
}

export const EVENT_FORM_FIELDS = [
  'title',
  'event_type',
  'all_day',
  'starts_at',
  'ends_at',
  'court',
  'branch',
  'location',
  'description',
  'case',
  'shared_with_clients',
  'sms_clients',
] as const satisfies readonly (keyof EventFormValues)[];

/** A new event starts at nine on a clicked day, or at the clicked time of the week grid. */
const DEFAULT_HOUR = 9;

/** What the form shows: the event being edited, or a new hearing at `start` (of `kase`, if given). */
export function eventFormValues(event?: CalendarEvent, start?: Date, kase?: CaseOption): EventFormValues {
  if (event) {
    return {
      title: event.title,
      event_type: event.event_type,
      all_day: event.all_day,
      starts_at: eventStart(event),
      // An all-day event's end names its last day; the form shows that day.
      ends_at: event.all_day ? addHours(eventEnd(event), -24) : eventEnd(event),
      court: event.court ?? '',
      branch: event.branch ?? '',
      location: event.location ?? '',
      description: event.description ?? '',
      case: event.case,
      shared_with_clients: event.shared_with_clients,
      sms_clients: event.sms_clients,
    };
  }
  const startsAt =
    start && start.getHours() === 0 && start.getMinutes() === 0 ? setHours(start, DEFAULT_HOUR) : start;
  return {
    title: '',
    event_type: 'hearing',
    all_day: false,
    starts_at: startsAt ?? null,
    ends_at: startsAt ? addHours(startsAt, 1) : null,
    court: '',
    branch: '',
    location: '',
    description: '',
    case: kase ?? null,
    shared_with_clients: true,
    sms_clients: false,
  };
}

/** The request of the form: moments in ISO 8601, an all-day event's days as Tehran days. */
function toRequestInput(values: EventFormValues) {
  const moment = (value: Date | null) => {
    if (!value) return undefined;
    return values.all_day ? tehranMidnight(startOfDay(value)) : fromOfficeWall(value).toISOString();
  };
  return {
    title: values.title,
    event_type: values.event_type,
    all_day: values.all_day,
    starts_at: moment(values.starts_at),
    ends_at: moment(values.ends_at) ?? null,
    court: values.court,
    branch: values.branch,
    location: values.location,
    description: values.description,
    case: values.case?.pid ?? null,
    // Sharing reaches a case's clients: without a case there is no one to share with or text.
    shared_with_clients: values.case ? values.shared_with_clients : undefined,
    sms_clients: values.case ? values.sms_clients : undefined,
  };
}

/**
 * Checks the form with the contract's schema (the same the server runs) after turning the pickers'
 * dates into the wire's ISO strings; each message lands under its input.
 */
export const eventFormResolver: Resolver<EventFormValues, unknown, CalendarEventRequest> = async (values) => {
  const errors: Record<string, { type: string; message: string }> = {};
  for (const field of ['starts_at', 'ends_at'] as const) {
    const value = values[field];
    if (value && !isValid(value)) errors[field] = { type: 'invalid', message: calendarText.form.invalidTime };
  }
  const parsed = zCalendarEventRequest.safeParse(toRequestInput(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'title');
      errors[field] ??= { type: issue.code, message: issue.message };
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) {
    return { values: {}, errors: errors as FieldErrors<EventFormValues> };
  }
  return { values: parsed.data, errors: {} };
};
