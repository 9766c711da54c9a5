import { afterEach, describe, expect, it } from 'vitest';
import { formatClock, formatCountdown, formatRelativeJalali, officeDayKey } from './relative-time';

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

describe('chat times on a device outside Tehran', () => {
  const tehran = (wall: string) => new Date(`${wall}+03:30`);
  // Half past midnight in Tehran is still the evening before in UTC and New York.
  const justAfterMidnight = tehran('2025-04-30T00:30:00');
  const deviceZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = deviceZone;
  });

  for (const zone of ['UTC', 'America/New_York', 'Asia/Tehran']) {
    it(`says Tehran's yesterday and clock on a device in ${zone}`, () => {
      process.env.TZ = zone;
      expect(formatRelativeJalali(tehran('2025-04-29T20:00:00'), justAfterMidnight)).toBe('دیروز، ۲۰:۰۰');
      expect(formatRelativeJalali(tehran('2025-04-30T00:05:00'), justAfterMidnight)).toBe('۲۵ دقیقه پیش');
      expect(formatRelativeJalali(tehran('2025-04-01T09:05:00'), justAfterMidnight)).toBe('۱۲ فروردین');
      expect(formatClock(tehran('2025-04-29T23:50:00'))).toBe('۲۳:۵۰');
    });

    it(`groups a thread by Tehran's day on a device in ${zone}`, () => {
      process.env.TZ = zone;
      const beforeMidnight = officeDayKey(tehran('2025-04-29T23:50:00'));
      expect(officeDayKey(tehran('2025-04-30T00:10:00'))).not.toBe(beforeMidnight);
      expect(officeDayKey(tehran('2025-04-29T00:10:00'))).toBe(beforeMidnight);
    });
  }
});
