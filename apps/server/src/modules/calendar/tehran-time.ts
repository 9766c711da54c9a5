/**
 * Days and moments as an Iranian office reads them: days are Tehran's, shown in the Jalali calendar with
 * Persian digits. Iran has kept +03:30 all year since it dropped daylight saving time in 2022.
 */
const TEHRAN_OFFSET = '+03:30';
const TIME_ZONE = 'Asia/Tehran';
const DAY_MS = 86_400_000;

const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const jalaliParts = (timeZone: string) =>
  new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
    timeZone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
const jalaliOfDay = jalaliParts('UTC');
const jalaliOfMoment = jalaliParts(TIME_ZONE);
const clock = new Intl.DateTimeFormat('fa-IR', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The Tehran day (`YYYY-MM-DD`) a moment falls on. */
export const tehranDay = (moment: Date): string => isoDay.format(moment);

/** Midnight in Tehran at the start of a day. */
export const tehranMidnight = (day: string): Date => new Date(`${day}T00:00:00${TEHRAN_OFFSET}`);

export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export const isFriday = (day: string): boolean => new Date(`${day}T00:00:00Z`).getUTCDay() === 5;

function longDate(format: Intl.DateTimeFormat, date: Date): string {
  const part = (type: string) => format.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

const shortDay = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  timeZone: TIME_ZONE,
  month: 'long',
  day: 'numeric',
});

/** «سه‌شنبه ۲۶ فروردین ۱۴۰۴» for a `YYYY-MM-DD` day. */
export const jalaliDay = (day: string): string => longDate(jalaliOfDay, new Date(`${day}T00:00:00Z`));

/** «سه‌شنبه ۲۶ فروردین ۱۴۰۴، ساعت ۰۹:۳۰» for a moment (Tehran time); the day alone when `allDay`. */
export function jalaliMoment(moment: Date, allDay = false): string {
  const day = longDate(jalaliOfMoment, moment);
  return allDay ? day : `${day}، ساعت ${clock.format(moment)}`;
}

/** «۲۶ فروردین، ساعت ۰۹:۳۰»: short enough for a one-part SMS. */
export function jalaliShort(moment: Date, allDay = false): string {
  const part = (type: string) => shortDay.formatToParts(moment).find((p) => p.type === type)?.value ?? '';
  const day = `${part('day')} ${part('month')}`;
  return allDay ? day : `${day}، ساعت ${clock.format(moment)}`;
}
