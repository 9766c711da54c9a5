import { describe, expect, it } from 'vitest';
import { formatCountdown, formatRelativeJalali } from './relative-time';

// 10 Ordibehesht 1404, 14:30.
const now = new Date(2025, 3, 30, 14, 30);

describe('relative Jalali time', () => {
  it.each([
    [new Date(2025, 3, 30, 14, 29, 40), 'همین حالا'],
    [new Date(2025, 3, 30, 14, 25), '۵ دقیقه پیش'],
    [new Date(2025, 3, 30, 11, 0), '۳ ساعت پیش'],
    [new Date(2025, 3, 29, 9, 5), 'دیروز، ۰۹:۰۵'],
    [new Date(2025, 3, 1, 9, 5), '۱۲ فروردین'],
    // Another Jalali year (1403), though the same Gregorian one.
    [new Date(2025, 2, 10, 9, 5), '۲۰ اسفند ۱۴۰۳'],
  ])('shows %s as %s', (date, expected) => {
    expect(formatRelativeJalali(date, now)).toBe(expected);
  });

  it('counts down in Persian digits', () => {
    expect(formatCountdown(1445)).toBe('۲۴:۰۵');
    expect(formatCountdown(3725)).toBe('۱:۰۲:۰۵');
    expect(formatCountdown(-3)).toBe('۰۰:۰۰');
  });
});
