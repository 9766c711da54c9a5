import { describe, expect, it } from 'vitest';
import { computeDeadline } from './deadline-rules.ts';

// 1404's Nowruz (1-4 Farvardin = 21-24 March 2025), 12-13 Farvardin, 15 Khordad, as in the seeded table.
const holidays = new Map([
  ['2025-03-21', 'آغاز نوروز'],
  ['2025-03-22', 'عید نوروز'],
  ['2025-03-23', 'عید نوروز'],
  ['2025-03-24', 'عید نوروز'],
  ['2025-03-31', 'عید سعید فطر'],
  ['2025-04-01', 'روز جمهوری اسلامی'],
  ['2025-04-02', 'روز طبیعت'],
]);

describe('computeDeadline', () => {
  it('counts neither the day of service nor the day of action (art. 445)', () => {
    // Served on 15 Farvardin 1404 (Friday 4 April 2025): 20 days from 16 Farvardin end on
    // 4 Ordibehesht; the action is due on 5 Ordibehesht (Friday 25 April), so it moves to Saturday.
    const result = computeDeadline({ servedOn: '2025-04-04', rule: 'appeal' }, new Map());
    expect(result.days).toBe(20);
    expect(result.skipped).toEqual([{ date: '2025-04-25', reason: 'جمعه و تعطیل' }]);
    expect(result.deadline).toBe('2025-04-26');
    expect(result.explanation).toContain('ماده ۴۴۵');
    expect(result.explanation).toContain('ماده ۴۴۴');
    expect(result.explanation).toContain('شنبه ۶ اردیبهشت ۱۴۰۴');
  });

  it('keeps a due day that is a working day', () => {
    // Served on Tuesday 8 April 2025: the 20 days end on Monday the 28th; due Tuesday 29 April.
    const result = computeDeadline({ servedOn: '2025-04-08', rule: 'cassation' }, new Map());
    expect(result.deadline).toBe('2025-04-29');
    expect(result.skipped).toEqual([]);
    expect(result.explanation).not.toContain('ماده ۴۴۴');
  });

  it('moves a deadline served on a Tuesday and due on Nowruz to the first working day', () => {
    // Served on Tuesday 3 March 2026: due Tuesday 24 March 2026, 4 Farvardin 1405 (Nowruz).
    const nowruz1405 = new Map([['2026-03-24', 'عید نوروز']]);
    const result = computeDeadline({ servedOn: '2026-03-03', rule: 'appeal' }, nowruz1405);
    expect(result.skipped).toEqual([{ date: '2026-03-24', reason: 'تعطیل رسمی (عید نوروز)' }]);
    expect(result.deadline).toBe('2026-03-25');
    expect(result.explanation).toContain('چهارشنبه ۵ فروردین ۱۴۰۵');
  });

  it('moves a deadline served on a Tuesday and due on a Friday to Saturday', () => {
    // Served on Tuesday 2 September 2025 with nine days: due Friday 12 September.
    const result = computeDeadline({ servedOn: '2025-09-02', rule: 'custom', days: 9 }, new Map());
    expect(result.skipped.map((s) => s.date)).toEqual(['2025-09-12']);
    expect(result.deadline).toBe('2025-09-13');
  });

  it('moves a deadline ending in Nowruz past every holiday and the Friday', () => {
    // Served on Saturday 1 March 2025: due Saturday 22 March (2 Farvardin 1404); 22, 23 and 24 March
    // are Nowruz holidays: the last day is Tuesday 25 March.
    const result = computeDeadline({ servedOn: '2025-03-01', rule: 'appeal' }, holidays);
    expect(result.skipped.map((s) => s.date)).toEqual(['2025-03-22', '2025-03-23', '2025-03-24']);
    expect(result.deadline).toBe('2025-03-25');
    expect(result.explanation).toContain('عید نوروز');
  });

  it('runs from Nowruz into Friday and two more holidays', () => {
    // Served on Friday 7 March 2025: due Friday 28 March; the last day is Saturday 29 March.
    const result = computeDeadline({ servedOn: '2025-03-07', rule: 'appeal' }, holidays);
    expect(result.deadline).toBe('2025-03-29');
    // Served 10 March: due Monday 31 March (Eid al-Fitr), then 1 and 2 April: Thursday 3 April.
    const eid = computeDeadline({ servedOn: '2025-03-10', rule: 'appeal' }, holidays);
    expect(eid.skipped.map((s) => s.date)).toEqual(['2025-03-31', '2025-04-01', '2025-04-02']);
    expect(eid.deadline).toBe('2025-04-03');
  });

  it('counts two months as sixty days for a party abroad (arts. 443, 446)', () => {
    const result = computeDeadline({ servedOn: '2025-05-06', rule: 'appeal_abroad' }, new Map());
    expect(result.days).toBe(60);
    // 6 May + 61 days = Sunday 6 July 2025.
    expect(result.deadline).toBe('2025-07-06');
    expect(result.explanation).toContain('ماده ۴۴۳');
  });

  it('takes the days of a custom rule', () => {
    const result = computeDeadline({ servedOn: '2025-05-06', rule: 'custom', days: 10 }, new Map());
    expect(result.days).toBe(10);
    expect(result.deadline).toBe('2025-05-17');
  });
});
