/**
 * The office's clock. Every time the app shows or picks is Tehran's, whatever the device's zone.
 *
 * date-fns and MUI's pickers read a Date in the device's zone, so the app works on "office wall
 * times": a Date whose device-local fields (year ... minute) are the office's wall clock. Convert a
 * moment from the API with `toOfficeWall` before formatting or placing it, and a picked wall time
 * with `fromOfficeWall` before sending it.
 */
export const OFFICE_TIME_ZONE = 'Asia/Tehran';

const officeParts = new Intl.DateTimeFormat('en-US', {
  timeZone: OFFICE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

type DateInput = Date | string | number;

/** The office's wall clock at a moment, as [year, monthIndex, day, hour, minute, second]. */
function wallFields(moment: Date): [number, number, number, number, number, number] {
  const field = { year: 0, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
  for (const part of officeParts.formatToParts(moment)) {
    if (part.type in field) field[part.type as keyof typeof field] = Number(part.value);
  }
  return [field.year, field.month - 1, field.day, field.hour, field.minute, field.second];
}

/** A moment as the office's wall time (see above); an invalid Date for what is not a date. */
export function toOfficeWall(value: DateInput): Date {
  const moment = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(moment.getTime())) return new Date(Number.NaN);
  const wall = new Date(...wallFields(moment));
  wall.setMilliseconds(moment.getMilliseconds());
  return wall;
}

/** How far the office's clock is ahead of UTC at a moment, in milliseconds. */
function officeOffset(moment: Date): number {
  const [year, month, day, hour, minute, second] = wallFields(moment);
  const asUtc = Date.UTC(year, month, day, hour, minute, second);
  return asUtc - (moment.getTime() - moment.getMilliseconds());
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
  const guess = new Date(asUtc - officeOffset(new Date(asUtc)));
  return new Date(asUtc - officeOffset(guess));
}

/** Now, as the office's wall time. */
export const officeNow = (): Date => toOfficeWall(new Date());

/** The start of the office's today, as a wall time (local midnight of Tehran's date). */
export function officeToday(): Date {
  const now = officeNow();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}
