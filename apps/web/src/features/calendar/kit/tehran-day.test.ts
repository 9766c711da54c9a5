import { describe, expect, it } from 'vitest';
import { toDayParam } from './calendar-dates';
import { tehranDay, tehranMidnight } from './tehran-day';

describe('all-day events are days in Tehran', () => {
  it('sends a day as its Tehran midnight', () => {
    expect(tehranMidnight(new Date(2026, 10, 23, 17, 45))).toBe('2026-11-23T00:00:00+03:30');
  });

  it('reads the day back whatever the browser’s time zone', () => {
    expect(toDayParam(tehranDay('2026-11-22T20:30:00.000Z'))).toBe('2026-11-23');
    expect(toDayParam(tehranDay('2026-11-23T00:00:00+03:30'))).toBe('2026-11-23');
  });
});
