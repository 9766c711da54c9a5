import { DEADLINE_RULE_DAYS, type DeadlineRule } from '@vakilyar/contract';
import { deadlineTexts } from '../calendar.messages.ts';
import { addDays, isFriday, jalaliDay } from '../tehran-time.ts';

const RULES: Record<DeadlineRule, { action: string; article: string | null }> = {
  appeal: { action: 'تجدیدنظرخواهی', article: 'ماده ۳۳۶' },
  appeal_abroad: { action: 'تجدیدنظرخواهی برای مقیم خارج از کشور', article: 'ماده ۳۳۶' },
  objection: { action: 'واخواهی', article: 'ماده ۳۰۶' },
  objection_abroad: { action: 'واخواهی برای مقیم خارج از کشور', article: 'ماده ۳۰۶' },
  cassation: { action: 'فرجام‌خواهی', article: 'ماده ۳۹۷' },
  cassation_abroad: { action: 'فرجام‌خواهی برای مقیم خارج از کشور', article: 'ماده ۳۹۷' },
  custom: { action: 'تعیین‌شده', article: null },
};

export interface DeadlineInput {
  servedOn: string;
  rule: DeadlineRule;
  /** The number of days of a custom rule. */
  days?: number;
}

export interface ComputedDeadline {
  days: number;
  deadline: string;
  skipped: { date: string; reason: string }[];
  explanation: string;
}

/** Titles of official holidays by `YYYY-MM-DD`; Fridays are closed without one. */
export type HolidayTitles = ReadonlyMap<string, string>;

/** How many days a rule grants. */
export const ruleDays = (input: Pick<DeadlineInput, 'rule' | 'days'>): number =>
  input.rule === 'custom' ? (input.days ?? 0) : DEADLINE_RULE_DAYS[input.rule];

/**
 * The last day to act under the Civil Procedure Code: the period runs from the day after service (the
 * day of service does not count, nor does the day of action: art. 445), so the action is due the day
 * after the period completes; a month is 30 days (art. 443); a last day that is a Friday or an official
 * holiday moves to the next working day (art. 444).
 */
export function computeDeadline(input: DeadlineInput, holidays: HolidayTitles): ComputedDeadline {
  const days = ruleDays(input);
  const first = addDays(input.servedOn, 1);
  const completed = addDays(input.servedOn, days);
  let deadline = addDays(completed, 1);
  const skipped: ComputedDeadline['skipped'] = [];
  for (;;) {
    const holiday = holidays.get(deadline);
    const reason = holiday
      ? deadlineTexts.holiday(holiday)
      : isFriday(deadline)
        ? deadlineTexts.friday
        : null;
    if (!reason) break;
    skipped.push({ date: deadline, reason });
    deadline = addDays(deadline, 1);
  }
  const rule = RULES[input.rule];
  const explanation = [
    deadlineTexts.served(jalaliDay(input.servedOn)),
    deadlineTexts.period(rule.action, days, rule.article),
    deadlineTexts.counted(jalaliDay(first), jalaliDay(completed), jalaliDay(addDays(completed, 1))),
    ...skipped.map((s) => deadlineTexts.moved(jalaliDay(s.date), s.reason)),
    ...(skipped.length ? [deadlineTexts.movedRule] : []),
    deadlineTexts.result(jalaliDay(deadline)),
  ].join(' ');
  return { days, deadline, skipped, explanation };
}

/** The span of days whose holidays a computation may read: up to 60 holidays after the due day. */
export function holidayWindow(input: DeadlineInput): { from: string; to: string } {
  const due = addDays(input.servedOn, ruleDays(input) + 1);
  return { from: due, to: addDays(due, 60) };
}
