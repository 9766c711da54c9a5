/**
 * The office's clock. Every time the app shows or picks is Tehran's, whatever the device's zone.
 *
 * date-fns and MUI's pickers read a Date in the device's zone, so the app works on "office wall
 * times": a Date whose device-local fields (year ... minute) are the office's wall clock. Convert a
 * moment from the API with `toOfficeWall` before formatting or placing it, and a picked wall time
 * with `fromOfficeWall` before sending it.
 */
export const OFFICE_TIME_ZONE = 'Asia/Tehran';

let officeParts: Intl.DateTimeFormat | undefined;
/**
 * Made on first use: a browser's first formatter of a time zone loads its data (~90 ms on a phone), which
 * at import would add to the task that evaluates the page's modules.
 */
const officeFormatter = () =>
  (officeParts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: OFFICE_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }));

type DateInput = Date | string | number;

const HALF_HOUR_MS = 30 * 60_000;
/** The office's offset from UTC in each half hour of UTC asked so far (see `officeOffset`). */
const offsets = new Map<number, number>();

/**
 * How far the office's clock is ahead of UTC at a moment, in milliseconds. Tehran's offset has only ever
 * changed on a half hour of UTC (at its midnight, 20:30 UTC), so the formatter is asked once for each half
 * hour: a month of events is a few dozen calls, not one per event and day (half a millisecond each on a
 * phone, and the calendar's render made hundreds).
 */
function officeOffset(moment: number): number {
  const slot = Math.floor(moment / HALF_HOUR_MS);
  const known = offsets.get(slot);
  if (known !== undefined) return known;
  const start = slot * HALF_HOUR_MS;
  const field = { year: 0, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
  for (const part of officeFormatter().formatToParts(start)) {
    if (part.type in field) field[part.type as keyof typeof field] = Number(part.value);
  }
  const offset =
    Date.UTC(field.year, field.month - 1, field.day, field.hour, field.minute, field.second) - start;
  if (offsets.size > 10_000) offsets.clear();
  offsets.set(slot, offset);
  return offset;
}

/** A moment as the office's wall time (see above); an invalid Date for what is not a date. */
export function toOfficeWall(value: DateInput): Date {
  const moment = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(moment.getTime())) return new Date(Number.NaN);
  const wall = new Date(moment.getTime() + officeOffset(moment.getTime()));
  return new Date(
    wall.getUTCFullYear(),
    wall.getUTCMonth(),
    wall.getUTCDate(),
    wall.getUTCHours(),
    wall.getUTCMinutes(),
    wall.getUTCSeconds(),
    wall.getUTCMilliseconds(),
  );
}

/** The moment an office wall time (see above) names. */
export function fromOfficeWall(wall: Date): Date {
  if (Number.isNaN(wall.getTime())) return new Date(Number.NaN);
  const asUtc = Date.UTC(
    wall.getFullYear(),
    wall.getMonth(),
    wall.getDate(),
    wall.getHours(),
    wall.getMinutes(),
    wall.getSeconds(),
    wall.getMilliseconds(),
  );
  // The offset at the guessed moment; a second look settles a guess that fell across a change of offset.
  const guess = asUtc - officeOffset(asUtc);
  return new Date(asUtc - officeOffset(guess));
}

/** Now, as the office's wall time. */
export const officeNow = (): Date => toOfficeWall(new Date());

/** The start of the office's today, as a wall time (local midnight of Tehran's date). */
export function officeToday(): Date {
  const now = officeNow();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}
