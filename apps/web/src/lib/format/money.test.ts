import { describe, expect, it } from 'vitest';
import { formatNumber, formatRials, formatToman } from './money';

describe('money', () => {
  it.each([
    [0, '۰'],
    [999, '۹۹۹'],
    [1000, '۱٬۰۰۰'],
    [12500000, '۱۲٬۵۰۰٬۰۰۰'],
    [-45000, '-۴۵٬۰۰۰'],
  ])('formats %d as %s', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });

  it('shows Rials', () => {
    expect(formatRials(12500000)).toBe('۱۲٬۵۰۰٬۰۰۰ ریال');
  });

  it('shows Toman as a tenth of the Rials', () => {
    expect(formatToman(12500000)).toBe('۱٬۲۵۰٬۰۰۰ تومان');
    expect(formatToman(15)).toBe('۲ تومان');
  });
});
