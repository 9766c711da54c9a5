import { describe, expect, it } from 'vitest';
import { eventAt } from '../test/calendar-fixtures';
import { layoutDay } from './week-layout';

const day = new Date(2026, 10, 23);
const at = (hour: number, minute = 0) => new Date(2026, 10, 23, hour, minute).toISOString();

describe('the layout of a day in the week view', () => {
  it('places an event by its start and length', () => {
    const [placed] = layoutDay([eventAt({ starts_at: at(9, 30), ends_at: at(11) })], day);
    expect(placed).toMatchObject({ startMinute: 570, endMinute: 660, lane: 0, lanes: 1 });
  });

  it('puts overlapping events side by side and lets the next free lane be reused', () => {
    const placed = layoutDay(
      [
        eventAt({ pid: 'a', starts_at: at(9), ends_at: at(11) }),
        eventAt({ pid: 'b', starts_at: at(10), ends_at: at(12) }),
        eventAt({ pid: 'c', starts_at: at(11), ends_at: at(12) }),
        eventAt({ pid: 'd', starts_at: at(14), ends_at: at(15) }),
      ],
      day,
    );
    const lanes = Object.fromEntries(placed.map((item) => [item.event.pid, [item.lane, item.lanes]]));
    expect(lanes).toEqual({ a: [0, 2], b: [1, 2], c: [0, 2], d: [0, 1] });
  });

  it('clips an event that runs past midnight and leaves all-day events to their own row', () => {
    const placed = layoutDay(
      [
        eventAt({ pid: 'late', starts_at: at(23), ends_at: new Date(2026, 10, 24, 2).toISOString() }),
        eventAt({
          pid: 'all',
          all_day: true,
          starts_at: '2026-11-23T00:00:00+03:30',
          ends_at: '2026-11-23T00:00:00+03:30',
        }),
      ],
      day,
    );
    expect(placed.map((item) => [item.event.pid, item.startMinute, item.endMinute])).toEqual([
      ['late', 1380, 1440],
    ]);
  });
});
