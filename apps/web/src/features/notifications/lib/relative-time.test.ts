import { describe, expect, it } from 'vitest';
import { relativeJalaliTime } from './relative-time';

const now = new Date(2025, 3, 10, 15, 0); // 21 Farvardin 1404, 15:00 local

describe('relativeJalaliTime', () => {
  it('reads recent moments in Persian', () => {
    expect(relativeJalaliTime(new Date(2025, 3, 10, 14, 59, 30), now)).toBe('همین حالا');
    expect(relativeJalaliTime(new Date(2025, 3, 10, 14, 55), now)).toBe('۵ دقیقه پیش');
    expect(relativeJalaliTime(new Date(2025, 3, 10, 12, 10), now)).toBe('۲ ساعت پیش');
  });

  it('names yesterday with its time and counts days within the week', () => {
    expect(relativeJalaliTime(new Date(2025, 3, 9, 23, 30), now)).toBe('دیروز، ساعت ۲۳:۳۰');
    expect(relativeJalaliTime(new Date(2025, 3, 6, 9, 0), now)).toBe('۴ روز پیش');
  });

  it('gives the Jalali date after a week, and nothing for a bad value', () => {
    expect(relativeJalaliTime(new Date(2025, 2, 21, 9, 0), now)).toBe('۱ فروردین ۱۴۰۴');
    expect(relativeJalaliTime('not a date', now)).toBe('');
  });
});
