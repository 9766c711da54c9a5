import { type DeadlineRequest, type DeadlineRule, zDeadlineRequest } from '@vakilyar/contract';
import { isValid } from 'date-fns-jalali';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { calendarText } from '@/locales/fa/calendar';
import { toDayParam } from '../kit/calendar-dates';

export interface DeadlineFormValues {
  served_on: Date | null;
  rule: DeadlineRule;
  /** Only for the custom rule; typed, so a string (Persian digits welcome). */
  days: string;
}

/** The contract's check of the calculator's request, the served-on day sent as Gregorian `YYYY-MM-DD`. */
export const deadlineFormResolver: Resolver<DeadlineFormValues, unknown, DeadlineRequest> = async (
  values,
) => {
  if (values.served_on && !isValid(values.served_on)) {
    return {
      values: {},
      errors: {
        served_on: { type: 'invalid', message: calendarText.form.invalidTime },
      } as FieldErrors<DeadlineFormValues>,
    };
  }
  const parsed = zDeadlineRequest.safeParse({
    served_on: values.served_on ? toDayParam(values.served_on) : undefined,
    rule: values.rule,
    ...(values.rule === 'custom' && values.days.trim() !== '' ? { days: values.days } : {}),
  });
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    errors[String(issue.path[0] ?? 'rule')] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: errors as FieldErrors<DeadlineFormValues> };
};

/** «مهلت تجدیدنظرخواهی»: the rule's name without its length; «مهلت ۱۵ روزه» for a custom one. */
export function deadlineEventTitle(ruleLabel: string, rule: DeadlineRule, days: string): string {
  return rule === 'custom'
    ? calendarText.deadline.customTitle(days)
    : calendarText.deadline.eventTitle(ruleLabel.replace(/\s*\(.*\)\s*$/, ''));
}
