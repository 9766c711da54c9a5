import { describe, expect, it } from 'vitest';
import { csvColumns, presentCsvRow } from './csv-presentation.ts';

describe('an office export’s CSV', () => {
  it('puts a Persian label beside each code', () => {
    expect(csvColumns('cases', ['pid', 'stage', 'status'])).toEqual([
      'pid',
      'stage',
      'stage_label',
      'status',
      'status_label',
    ]);
    expect(presentCsvRow('cases', { pid: 'c1', stage: 'appeal', status: 'open' })).toEqual({
      pid: 'c1',
      stage: 'appeal',
      stage_label: 'تجدیدنظر',
      status: 'open',
      status_label: 'جاری',
    });
  });

  it('writes moments as Jalali dates on Tehran’s clock and days as Jalali days, in Persian digits', () => {
    const row = presentCsvRow('clients', {
      created_at: new Date('2026-03-20T21:00:00Z'),
      updated_at: '2026-03-21 09:15:00.294+00',
      birth_date: '1990-03-21',
      national_code: '0012345678',
    });
    expect(row).toEqual({
      created_at: '۱۴۰۵/۰۱/۰۱ ۰۰:۳۰',
      updated_at: '۱۴۰۵/۰۱/۰۱ ۱۲:۴۵',
      birth_date: '۱۳۶۹/۰۱/۰۱',
      national_code: '0012345678',
    });
  });

  it('answers yes or no for a flag', () => {
    expect(presentCsvRow('documents', { visible_to_client: false })).toEqual({ visible_to_client: 'خیر' });
  });
});
