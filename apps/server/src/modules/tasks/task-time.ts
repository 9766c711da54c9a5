import { addDays, isFriday, tehranDay, tehranMidnight } from '../calendar/tehran-time.ts';

const TEHRAN_OFFSET = '+03:30';

/** The moment a task falls due: its time on the due day in Tehran, or the end of that day. */
export function dueMoment(dueDate: string | null, dueTime: string | null): Date | null {
  if (!dueDate) return null;
  if (dueTime) return new Date(`${dueDate}T${dueTime}:00${TEHRAN_OFFSET}`);
  return tehranMidnight(addDays(dueDate, 1));
}

/** When the assignee is reminded: an hour before a timed task, 08:00 Tehran of the due day otherwise. */
export function remindMoment(dueDate: string | null, dueTime: string | null): Date | null {
  if (!dueDate) return null;
  if (dueTime) return new Date(Date.parse(`${dueDate}T${dueTime}:00${TEHRAN_OFFSET}`) - 3_600_000);
  return new Date(`${dueDate}T08:00:00${TEHRAN_OFFSET}`);
}

/** «۲۶ فروردین» or «۲۶ فروردین، ساعت ۰۹:۳۰»: the due day as an office reads it. */
export function dueLabel(dueDate: string | null, dueTime: string | null): string | null {
  if (!dueDate) return null;
  const day = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
    timeZone: 'UTC',
    month: 'long',
    day: 'numeric',
  }).format(new Date(`${dueDate}T00:00:00Z`));
  if (!dueTime) return day;
  const time = dueTime.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] as string);
  return `${day}، ساعت ${time}`;
}

export { addDays, isFriday, tehranDay };
