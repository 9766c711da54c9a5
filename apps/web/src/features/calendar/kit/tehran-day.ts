import { parseDayParam } from './calendar-dates';

/** Iran has kept +03:30 all year since 2022; the server reads an all-day event's times as days there. */
const TEHRAN_OFFSET = '+03:30';

let tehranDate: Intl.DateTimeFormat | undefined;
/** Made on first use, as office-time's: a time zone's first formatter loads its data. */
const tehranFormatter = () =>
  (tehranDate ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Tehran',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }));

/** The Tehran day of a moment, as the local midnight of that calendar day (what the views draw). */
export function tehranDay(iso: string): Date {
  return parseDayParam(tehranFormatter().format(new Date(iso))) ?? new Date(iso);
}

/** A calendar day as the moment its Tehran day begins: how an all-day event's day goes on the wire. */
export function tehranMidnight(day: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T00:00:00${TEHRAN_OFFSET}`;
}
