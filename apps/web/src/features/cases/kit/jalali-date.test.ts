import { describe, expect, it } from 'vitest';
import { isoDayToDate } from './jalali-date';

describe('an API day as a Date', () => {
  it('is that very day at local midnight, whatever the zone', () => {
    const day = isoDayToDate('2024-08-02');
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([2024, 7, 2, 0]);
  });
});
