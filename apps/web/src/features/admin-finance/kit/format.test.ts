import { describe, expect, it } from 'vitest';
import { formatRate, formatSigned, toInputDigits } from './format';

describe('admin money formats', () => {
  it('shows a rate positive, grouped, with its decimals and no trailing zeros', () => {
    expect(formatRate(10_000)).toBe('۱۰٬۰۰۰');
    expect(formatRate(-1000.5)).toBe('۱٬۰۰۰٫۵');
    expect(formatRate(1234.0625)).toBe('۱٬۲۳۴٫۰۶۲۵');
    expect(formatRate(1000.05)).toBe('۱٬۰۰۰٫۰۵');
  });

  it('puts numbers in input boxes in Persian digits, and no limit as an empty box', () => {
    expect(toInputDigits(150)).toBe('۱۵۰');
    expect(toInputDigits(null)).toBe('');
  });

  it('keeps the minus of a negative amount on the left in right-to-left text', () => {
    expect(formatSigned(-1750)).toBe('\u200e-۱٬۷۵۰');
    expect(formatSigned(1750)).toBe('۱٬۷۵۰');
  });
});
