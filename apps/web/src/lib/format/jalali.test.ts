import { describe, expect, it } from 'vitest';
import { formatJalaliDate, formatJalaliDateTime, formatJalaliWeekdayDate } from './jalali';

describe('Jalali dates', () => {
  it('shows Nowruz 1404 with Persian digits', () => {
    expect(formatJalaliDate(new Date(2025, 2, 21, 12))).toBe('۱ فروردین ۱۴۰۴');
  });

  it('reads an API date string', () => {
    expect(formatJalaliDate('2025-11-22T12:00:00')).toBe('۱ آذر ۱۴۰۴');
  });

  it('names the weekday', () => {
    expect(formatJalaliWeekdayDate(new Date(2025, 10, 22, 12))).toBe('شنبه ۱ آذر ۱۴۰۴');
  });

  it('adds the time of day', () => {
    expect(formatJalaliDateTime(new Date(2025, 2, 21, 14, 5))).toBe('۱ فروردین ۱۴۰۴، ساعت ۱۴:۰۵');
  });

  it('gives an empty text for something that is not a date', () => {
    expect(formatJalaliDate('not a date')).toBe('');
  });
});
