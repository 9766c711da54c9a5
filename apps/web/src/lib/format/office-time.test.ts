import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromOfficeWall, officeToday, toOfficeWall } from './office-time';

const deviceZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = deviceZone;
});

const ZONES = ['UTC', 'Asia/Tehran', 'America/New_York', 'Pacific/Kiritimati'];

describe('office wall times', () => {
  for (const zone of ZONES) {
    it(`puts Tehran's clock in the device-local fields on a device in ${zone}`, () => {
      process.env.TZ = zone;
      const wall = toOfficeWall('2026-11-22T20:45:30Z');
      expect([
        wall.getFullYear(),
        wall.getMonth(),
        wall.getDate(),
        wall.getHours(),
        wall.getMinutes(),
      ]).toEqual([2026, 10, 23, 0, 15]);
      expect(wall.getSeconds()).toBe(30);
    });

    it(`turns a picked Tehran wall time back into the same moment in ${zone}`, () => {
      process.env.TZ = zone;
      const picked = new Date(2026, 10, 23, 9, 0);
      expect(fromOfficeWall(picked).toISOString()).toBe('2026-11-23T05:30:00.000Z');
      const moment = new Date('2026-03-08T07:30:00Z');
      expect(fromOfficeWall(toOfficeWall(moment)).getTime()).toBe(moment.getTime());
    });
  }

  it("gives today's Tehran date at local midnight", () => {
    process.env.TZ = 'America/New_York';
    const today = officeToday();
    expect([today.getHours(), today.getMinutes()]).toEqual([0, 0]);
    const tehranDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(new Date());
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(`${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`).toBe(tehranDate);
  });

  it("follows Tehran's old summer time to the second, across its changes", () => {
    // A device without summer time of its own, whose clock can show every wall time of Tehran's.
    process.env.TZ = 'UTC';
    // Summer time began at Tehran's midnight of 22 March 2022 (20:30 UTC) and ended for good that September.
    const start = Date.parse('2022-03-21T20:30:00Z');
    expect(toOfficeWall(start - 1000).getHours()).toBe(23);
    expect(toOfficeWall(start).getHours()).toBe(1);
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Tehran',
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    for (let moment = Date.parse('2019-01-01T00:00:00Z'); moment < Date.parse('2027-01-01'); ) {
      const wall = toOfficeWall(moment);
      const shown = `${wall.getMonth() + 1}/${wall.getDate()}/${wall.getFullYear()}, ${[
        wall.getHours(),
        wall.getMinutes(),
        wall.getSeconds(),
      ]
        .map((n) => String(n).padStart(2, '0'))
        .join(':')}`;
      expect(shown).toBe(parts.format(moment));
      // The hour summer time gave back was lived twice: its wall time names either moment.
      expect(toOfficeWall(fromOfficeWall(wall)).getTime()).toBe(wall.getTime());
      moment += 7 * 3_600_000 + 17 * 60_000 + 13_000;
    }
  });

  it('keeps what is not a date invalid', () => {
    expect(Number.isNaN(toOfficeWall('nonsense').getTime())).toBe(true);
    expect(Number.isNaN(fromOfficeWall(new Date(Number.NaN)).getTime())).toBe(true);
  });
});

describe("Tehran's offset since its summer time ended", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it("reads the browser's zone data once the page is idle, and follows it if the law changed", async () => {
    vi.resetModules();
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 0));
    const RealFormat = Intl.DateTimeFormat;
    // A browser whose zone data has Tehran at +04:30 again (Kabul's offset).
    vi.stubGlobal('Intl', {
      ...Intl,
      DateTimeFormat: class extends RealFormat {
        constructor(locale: string, options: Intl.DateTimeFormatOptions) {
          super(locale, { ...options, timeZone: 'Asia/Kabul' });
        }
      },
    });
    const { toOfficeWall: freshWall } = await import('./office-time');
    process.env.TZ = 'UTC';
    expect(freshWall('2026-11-22T20:45:00Z').getHours()).toBe(0);
    await vi.runAllTimersAsync();
    expect(freshWall('2026-11-22T20:45:00Z').getHours()).toBe(1);
  });
});
