const TEHRAN_OFFSET_MS = 3.5 * 3_600_000;
const dayOfJalaliMonth = new Intl.DateTimeFormat('en-US-u-ca-persian', {
  timeZone: 'Asia/Tehran',
  day: 'numeric',
});

/**
 * The start (Tehran midnight) of the Jalali month `now` falls in: the month a plan's monthly allowance
 * counts in, as Iranian users count months. Iran keeps UTC+03:30 all year since 1401.
 */
export function jalaliMonthStart(now: Date = new Date()): Date {
  const tehran = new Date(now.getTime() + TEHRAN_OFFSET_MS);
  const midnight =
    Date.UTC(tehran.getUTCFullYear(), tehran.getUTCMonth(), tehran.getUTCDate()) - TEHRAN_OFFSET_MS;
  const day = Number(dayOfJalaliMonth.formatToParts(now).find((p) => p.type === 'day')?.value ?? 1);
  return new Date(midnight - (day - 1) * 86_400_000);
}
