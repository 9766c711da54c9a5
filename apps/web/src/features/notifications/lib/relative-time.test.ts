import { afterEach, describe, expect, it } from 'vitest';
import { relativeJalaliTime } from './relative-time';

const tehran = (wall: string) => new Date(`${wall}+03:30`);
const now = tehran('2025-04-10T15:00:00'); // 21 Farvardin 1404, 15:00 in Tehran

const deviceZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = deviceZone;
});

describe('relativeJalaliTime', () => {
  for (const zone of ['UTC', 'Asia/Tehran', 'America/New_York']) {
    it(`reads recent moments in Persian on a device in ${zone}`, () => {
      process.env.TZ = zone;
      expect(relativeJalaliTime(tehran('2025-04-10T14:59:30'), now)).toBe('همین حالا');
      expect(relativeJalaliTime(tehran('2025-04-10T14:55:00'), now)).toBe('۵ دقیقه پیش');
      expect(relativeJalaliTime(tehran('2025-04-10T12:10:00'), now)).toBe('۲ ساعت پیش');
    });

    it(`names Tehran's yesterday with its clock on a device in ${zone}`, () => {
      process.env.TZ = zone;
      expect(relativeJalaliTime(tehran('2025-04-09T23:30:00'), now)).toBe('دیروز، ساعت ۲۳:۳۰');
      expect(relativeJalaliTime(tehran('2025-04-06T09:00:00'), now)).toBe('۴ روز پیش');
    });
  }

  it('gives the Jalali date after a week, and nothing for a bad value', () => {
    expect(relativeJalaliTime(tehran('2025-03-21T09:00:00'), now)).toBe('۱ فروردین ۱۴۰۴');
    expect(relativeJalaliTime('not a date', now)).toBe('');
  });
});
