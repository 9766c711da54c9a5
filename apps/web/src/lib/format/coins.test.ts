import { describe, expect, it } from 'vitest';
import { formatCoinPrice, formatCoins } from './coins';

describe('coin amounts', () => {
  it('show a price with its Toman value at the rate, which may be stored negative', () => {
    expect(formatCoinPrice(120, -10000)).toBe('۱۲۰ سکه (≈ ۱۲۰٬۰۰۰ تومان)');
    expect(formatCoinPrice(3, 12345.5)).toBe('۳ سکه (≈ ۳٬۷۰۴ تومان)');
  });

  it('show the count alone while the rate is unknown', () => {
    expect(formatCoinPrice(45, undefined)).toBe('۴۵ سکه');
    expect(formatCoins(1250)).toBe('۱٬۲۵۰ سکه');
  });
});
