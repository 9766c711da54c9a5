import { describe, expect, it } from 'vitest';
import { zCalendarEventRequest } from './calendar/events.ts';
import { zCreateCaseRequest } from './office/cases.ts';
import { zCreateClientRequest } from './office/clients.ts';

const yearsFromNow = (years: number) => {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() + years);
  return day.toISOString().slice(0, 10);
};

const issuesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('dates people type stay within sane ranges (issue 25)', () => {
  const client = {
    first_name: 'علی',
    last_name: 'رضایی',
    national_code: '0499370899',
    mobile: '09121234567',
  };

  it('refuses a birth date in the future or beyond a lifetime, with a Persian message', () => {
    for (const birth_date of ['2131-03-21', yearsFromNow(1), '1890-01-01']) {
      const result = zCreateClientRequest.safeParse({ ...client, birth_date });
      expect(issuesOf(result)).toContain(
        'تاریخ تولد باید روزی در گذشته باشد، نه در آینده و نه بیش از ۱۲۰ سال پیش.',
      );
    }
    expect(zCreateClientRequest.safeParse({ ...client, birth_date: '۱۹۸۵-۰۴-۱۲' }).success).toBe(true);
    expect(zCreateClientRequest.safeParse({ ...client, birth_date: '' }).success).toBe(true);
  });

  it('refuses a case start date decades away', () => {
    const result = zCreateCaseRequest.safeParse({
      title: 'مطالبه',
      case_type: 'civil',
      start_date: '1921-03-21',
    });
    expect(issuesOf(result)[0]).toMatch(/پنجاه سال گذشته/);
    expect(
      zCreateCaseRequest.safeParse({ title: 'مطالبه', case_type: 'civil', start_date: yearsFromNow(-3) })
        .success,
    ).toBe(true);
  });

  it('refuses events in 1300 or 1500 of the Jalali calendar (1921 and 2121)', () => {
    for (const starts_at of ['1921-05-01T09:00:00+03:30', '2121-05-01T09:00:00+03:30']) {
      const result = zCalendarEventRequest.safeParse({
        title: 'جلسه رسیدگی',
        event_type: 'hearing',
        starts_at,
      });
      expect(issuesOf(result).join()).toMatch(/سی سال گذشته تا ده سال آینده/);
    }
    const soon = `${yearsFromNow(0)}T09:00:00+03:30`;
    expect(
      zCalendarEventRequest.safeParse({ title: 'جلسه رسیدگی', event_type: 'hearing', starts_at: soon })
        .success,
    ).toBe(true);
  });
});
