import { toPersianDigits } from '@vakilyar/contract';
import { format } from 'date-fns-jalali';
import { describe, expect, it } from 'vitest';
import { monthWeeks, parseDayParam, stepAnchor, toDayParam, visibleRange, weekDays } from './calendar-dates';

const jalali = (date: Date | undefined) => (date ? format(date, 'yyyy/MM/dd EEEE') : '');

describe('calendar dates', () => {
  it('lays out Azar 1405 from Saturday: it opens on a Sunday and has 30 days', () => {
    const weeks = monthWeeks(new Date(2026, 10, 23));
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(jalali(weeks[0]?.[0])).toBe('1405/08/30 شنبه');
    expect(jalali(weeks[0]?.[1])).toBe('1405/09/01 یک‌شنبه');
    const inMonth = weeks.flat().filter((day) => format(day, 'yyyy/MM') === '1405/09');
    expect(inMonth).toHaveLength(30);
    expect(jalali(weeks.at(-1)?.at(-1))).toBe('1405/10/04 جمعه');
  });

  it('gives a week from Saturday to Friday', () => {
    const days = weekDays(new Date(2026, 10, 23));
    expect(days.map((day) => format(day, 'EEEE'))[0]).toBe('شنبه');
    expect(jalali(days[6])).toBe('1405/09/06 جمعه');
  });

  it('asks for the whole grid, up to the midnight after its last day', () => {
    const { from, to } = visibleRange('month', new Date(2026, 10, 23));
    expect(toDayParam(from)).toBe('2026-11-21');
    expect(toDayParam(to)).toBe('2026-12-26');
  });

  it('steps by Jalali months, not Gregorian ones', () => {
    const next = stepAnchor('month', new Date(2026, 10, 23), 1);
    expect(toPersianDigits(format(next, 'MMMM yyyy'))).toBe('دی ۱۴۰۵');
    expect(toDayParam(stepAnchor('week', new Date(2026, 10, 23), -1))).toBe('2026-11-16');
  });

  it('reads the day of the address and refuses what is not one', () => {
    expect(toDayParam(parseDayParam('2026-11-23') ?? new Date(0))).toBe('2026-11-23');
    expect(parseDayParam('2026-13-40')).toBeNull();
    expect(parseDayParam('tomorrow')).toBeNull();
  });
});
