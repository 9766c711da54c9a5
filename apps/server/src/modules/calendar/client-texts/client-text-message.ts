import { CALENDAR_EVENT_TYPE_LABELS, type CalendarEventType, toPersianDigits } from '@vakilyar/contract';
import { jalaliMoment } from '../tehran-time.ts';

export interface ClientTextFacts {
  eventType: string;
  caseTitle: string;
  startsAt: Date;
  allDay: boolean;
  court: string | null;
  branch: string | null;
  officeName: string;
}

/** An office named «دفتر وکالت …» (the default) signs with its name, not «دفتر وکالت دفتر وکالت …». */
function signature(officeName: string): string {
  const name = officeName.trim();
  return name.startsWith('دفتر') ? name : `دفتر وکالت ${name}`;
}

/**
 * The formal text a case's client receives: what, for which case, when (Jalali day, Tehran time, Persian
 * digits) and where (court and branch), signed by the office. Never the event's description.
 */
export function clientTextOf(facts: ClientTextFacts): string {
  const what = CALENDAR_EVENT_TYPE_LABELS[facts.eventType as CalendarEventType] ?? 'رویداد';
  const court = facts.court?.trim();
  const branch = facts.branch?.trim();
  // A branch typed as «شعبه ۲۱۴» keeps its word once.
  const branchText = branch && (branch.startsWith('شعبه') ? branch : `شعبه ${branch}`);
  const where = [court, branchText].filter(Boolean).join('، ');
  const text = [
    'موکل گرامی، با سلام؛',
    `${what} پرونده «${facts.caseTitle}» ${jalaliMoment(facts.startsAt, facts.allDay)}${where ? ` در ${where}` : ''} برگزار می‌شود.`,
    'خواهشمند است به‌موقع حضور یابید.',
    signature(facts.officeName),
  ].join('\n');
  return toPersianDigits(text);
}
