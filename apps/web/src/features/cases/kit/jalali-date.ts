/** A `YYYY-MM-DD` day as a Date at that day's local midnight (no time-zone shift), for a picker or a label. */
export function isoDayToDate(iso: string): Date {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, day ?? 1);
}
