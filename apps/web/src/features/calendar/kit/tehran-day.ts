import { toOfficeWall } from '@/lib/format/office-time';

/** Iran has kept +03:30 all year since 2022; the server reads an all-day event's times as days there. */
const TEHRAN_OFFSET = '+03:30';

/** The Tehran day of a moment, as the local midnight of that calendar day (what the views draw). */
export function tehranDay(iso: string): Date {
  const wall = toOfficeWall(iso);
  if (Number.isNaN(wall.getTime())) return new Date(iso);
  return new Date(wall.getFullYear(), wall.getMonth(), wall.getDate());
}

/** A calendar day as the moment its Tehran day begins: how an all-day event's day goes on the wire. */
export function tehranMidnight(day: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T00:00:00${TEHRAN_OFFSET}`;
}
