import { describe, expect, it } from 'vitest';
import { demoMoment } from './demo-time.ts';

const tehranClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Tehran',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

describe('the demo’s moments', () => {
  it('fall in office hours on Tehran’s clock, at varied times, whenever the demo is seeded', () => {
    const clocks = Array.from({ length: 60 }, (_, days) => tehranClock.format(demoMoment(days + 1)));
    for (const clock of clocks) expect(clock >= '09:00' && clock <= '16:55').toBe(true);
    expect(new Set(clocks).size).toBeGreaterThan(20);
  });

  it('keep an hour that was asked for', () => {
    expect(tehranClock.format(demoMoment(3, 18, 40))).toBe('18:40');
  });
});
