/**
 * Sane ranges for the dates people type (issue 25): a birth date lies in the past and within a lifetime; a
 * hearing, a deadline or a case's start lies within decades of today. The bounds move with the clock, so a
 * schema checks them when it parses, never when it is built.
 */
const YEAR_MS = 365.25 * 24 * 3_600_000;

/** `YYYY-MM-DD` of a moment offset by whole years from now (UTC day; a day's slack does not matter here). */
function isoDayYearsFromNow(years: number): string {
  return new Date(Date.now() + years * YEAR_MS).toISOString().slice(0, 10);
}

/** Whether a `YYYY-MM-DD` day (or an ISO moment) lies between `past` years ago and `future` years ahead. */
export function withinYears(value: string, past: number, future: number): boolean {
  const day = value.slice(0, 10);
  return day >= isoDayYearsFromNow(-past) && day <= isoDayYearsFromNow(future);
}

/** Whether a `YYYY-MM-DD` day is not after today and within `lifetime` years of it. */
export function isPastDay(value: string, lifetime = 120): boolean {
  return value <= isoDayYearsFromNow(0) && withinYears(value, lifetime, 0);
}

export const DATE_RANGES = {
  /** Hearings, deadlines, reminders and other events. */
  event: { past: 30, future: 10 },
  /** The day a case started (its file may be old; it may be set a little ahead). */
  caseStart: { past: 50, future: 1 },
  /** Service dates of notices, holidays and other office dates. */
  office: { past: 50, future: 20 },
} as const;

export const dateRangeText = {
  birth: 'تاریخ تولد باید روزی در گذشته باشد، نه در آینده و نه بیش از ۱۲۰ سال پیش.',
  event: (label: string) => `${label} باید در بازهٔ سی سال گذشته تا ده سال آینده باشد.`,
  caseStart: 'تاریخ شروع پرونده باید در بازهٔ پنجاه سال گذشته تا یک سال آینده باشد.',
  office: (label: string) => `${label} باید در بازهٔ پنجاه سال گذشته تا بیست سال آینده باشد.`,
} as const;
