import { describe, expect, it } from 'vitest';
import { isoToJalaliText, jalaliTextToIso } from './jalali-date';

describe('Jalali date inputs', () => {
  it.each([
    ['۱۴۰۳/۰۵/۱۲', '2024-08-02'],
    ['1403/5/12', '2024-08-02'],
    ['۱۴۰۳-۰۱-۰۱', '2024-03-20'],
    ['1399/12/30', '2021-03-20'],
  ])('reads %s as %s', (text, iso) => {
    expect(jalaliTextToIso(text)).toBe(iso);
  });

  it.each(['', '۱۴۰۳', '۱۴۰۳/۱۳/۰۱', '1403/12/31', '03/05/12', 'فردا'])('refuses %j', (text) => {
    expect(jalaliTextToIso(text)).toBeNull();
  });

  it('writes an API date in Persian digits, and nothing for none', () => {
    expect(isoToJalaliText('2024-08-02')).toBe('۱۴۰۳/۰۵/۱۲');
    expect(isoToJalaliText(null)).toBe('');
    expect(isoToJalaliText('not a date')).toBe('');
  });
});
