import { describe, expect, it } from 'vitest';
import { jalaliToIsoDate } from './jalali-input';

describe('a Jalali day typed in a filter', () => {
  it.each([
    ['۱۴۰۴/۰۱/۰۱', '2025-03-21'],
    ['1404/1/1', '2025-03-21'],
    ['۱۴۰۴-۰۹-۰۱', '2025-11-22'],
    [' 1403/12/30 ', '2025-03-20'],
  ])('reads %s as %s', (typed, iso) => {
    expect(jalaliToIsoDate(typed)).toBe(iso);
  });

  it('is no filter when empty', () => {
    expect(jalaliToIsoDate('  ')).toBeUndefined();
  });

  it.each(['۱۴۰۴/۱۳/۰۱', '1404/07/31', 'دیروز', '2025'])('refuses %s', (typed) => {
    expect(jalaliToIsoDate(typed)).toBeNull();
  });
});
