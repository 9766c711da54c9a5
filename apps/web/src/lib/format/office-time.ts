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
/** The office's offset from UTC in each half hour of UTC asked of the formatter (see `formattedOffset`). */
const offsets = new Map<number, number>();

/**
 * How far the office's clock was ahead of UTC at a moment, as the browser's zone data has it. Tehran's
 * offset has only ever changed on a half hour of UTC (at its midnight, 20:30 UTC), so the formatter is asked
 * once for each half hour: a month of events is a few dozen calls, not one per event and day.
 */
function formattedOffset(moment: number): number {
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

/** Iran's last summer time ended at Tehran's midnight of 21 September 2022; it has kept +03:30 since. */
const FIXED_SINCE = Date.UTC(2022, 8, 21, 19, 30);
const FIXED_OFFSET = 3.5 * 3_600_000;
/** How long after a page's first time the browser's zone data is compared with the fixed offset. */
const CONFIRM_AFTER_MS = 10_000;
let fixedOffsetHolds = true;
let confirmationScheduled = false;

/**
 * Whether the browser's zone data still gives Tehran +03:30, now and half a year on; if the law changed again,
 * every moment is read from the formatter from then on (what is drawn already is drawn again on its next
 * render). In a browser, once the page is idle: it is the formatter's first use, the one that loads its data.
 */
function confirmFixedOffsetWhenIdle() {
  if (confirmationScheduled || typeof requestIdleCallback !== 'function') return;
  confirmationScheduled = true;
  setTimeout(
    () =>
      requestIdleCallback(() => {
        const now = Date.now();
        fixedOffsetHolds = [now, now + 183 * 86_400_000].every(
          (moment) => formattedOffset(moment) === FIXED_OFFSET,
        );
      }),
    CONFIRM_AFTER_MS,
  );
}

/**
 * How far the office's clock is ahead of UTC at a moment, in milliseconds. A moment since Iran's summer time
 * ended needs no formatter: a browser's first formatter of a time zone loads its data, ~90 ms of the task
 * that draws a signed-in page on a phone (issue 23's profile); the browser's data is compared later.
 */
function officeOffset(moment: number): number {
  if (moment < FIXED_SINCE || !fixedOffsetHolds) return formattedOffset(moment);
  confirmFixedOffsetWhenIdle();
  return FIXED_OFFSET;
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
