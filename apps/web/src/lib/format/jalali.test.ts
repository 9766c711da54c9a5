import { afterEach, describe, expect, it } from 'vitest';
import { formatJalaliDate, formatJalaliDateTime, formatJalaliWeekdayDate, formatOfficeClock } from './jalali';

const deviceZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = deviceZone;
});

describe('Jalali dates', () => {
  it('shows Nowruz 1404 with Persian digits', () => {
    expect(formatJalaliDate('2025-03-21T12:00:00+03:30')).toBe('۱ فروردین ۱۴۰۴');
  });

  it('names the weekday', () => {
    expect(formatJalaliWeekdayDate('2025-11-22T12:00:00+03:30')).toBe('شنبه ۱ آذر ۱۴۰۴');
  });

  it('adds the time of day', () => {
    expect(formatJalaliDateTime('2025-03-21T14:05:00+03:30')).toBe('۱ فروردین ۱۴۰۴، ساعت ۱۴:۰۵');
  });

  it('gives an empty text for something that is not a date', () => {
    expect(formatJalaliDate('not a date')).toBe('');
    expect(formatJalaliDateTime(Number.NaN)).toBe('');
  });
});

describe("Tehran's clock whatever the device's zone", () => {
  // 20:45 UTC on 22 Nov 2026 is 00:15 of 2 Azar 1405 in Tehran: a different day and hour from UTC and New York.
  const lateEvening = '2026-11-22T20:45:00Z';

  for (const zone of ['UTC', 'Asia/Tehran', 'America/New_York', 'Asia/Tokyo']) {
    it(`reads the same hour and day on a device in ${zone}`, () => {
      process.env.TZ = zone;
      expect(formatJalaliDateTime(lateEvening)).toBe('۲ آذر ۱۴۰۵، ساعت ۰۰:۱۵');
      expect(formatJalaliWeekdayDate(lateEvening)).toBe('دوشنبه ۲ آذر ۱۴۰۵');
      expect(formatOfficeClock(new Date(lateEvening))).toBe('۰۰:۱۵');
    });
  }

  it('tells the summer of New York from the winter (a device offset that changes)', () => {
    process.env.TZ = 'America/New_York';
    expect(formatJalaliDateTime('2026-07-01T06:00:00Z')).toBe('۱۰ تیر ۱۴۰۵، ساعت ۰۹:۳۰');
    expect(formatJalaliDateTime('2026-01-01T06:00:00Z')).toBe('۱۱ دی ۱۴۰۴، ساعت ۰۹:۳۰');
  });
});
