import { describe, expect, it } from 'vitest';
import {
  coinPackagePrice,
  coinPriceText,
  formatPersianNumber,
  isValidSheba,
  normalizeSheba,
  rialsToToman,
  smsSegments,
  zCoinSettingsInput,
  zDepositRequest,
  zWithdrawRequest,
} from './money.ts';

describe('coin package price', () => {
  it('is value × |exchange_rate|, whatever the sign of the stored rate', () => {
    expect(coinPackagePrice(10, 10_000)).toBe(100_000);
    expect(coinPackagePrice(10, -10_000)).toBe(100_000);
    expect(coinPackagePrice(0, 12_345)).toBe(0);
  });

  it('rounds halves up, in exact decimal arithmetic', () => {
    expect(coinPackagePrice(1, 2.5)).toBe(3);
    expect(coinPackagePrice(3, -1.5)).toBe(5);
    expect(coinPackagePrice(7, 1234.5678)).toBe(8642);
    expect(coinPackagePrice(3, 0.1)).toBe(0); // 0.3
    expect(coinPackagePrice(5, 0.1)).toBe(1); // 0.5, where 5 × 0.1 in floats is 0.5 too
    // 1.005 × 1000 is 1004.9999… in floats; the exact product is 1005.
    expect(coinPackagePrice(1000, 1.005)).toBe(1005);
    expect(coinPackagePrice(3, '-10000.5000')).toBe(30_002);
  });

  it('turns Rials into Toman and formats Persian numbers', () => {
    expect(rialsToToman(125_000)).toBe(12_500);
    expect(formatPersianNumber(1_234_567)).toBe('۱٬۲۳۴٬۵۶۷');
    expect(formatPersianNumber(-50)).toBe('-۵۰');
  });

  it('names a coin amount with its Toman value at the rate, as the database stores it too', () => {
    expect(coinPriceText(120, 10_000)).toBe('۱۲۰ سکه (≈ ۱۲۰٬۰۰۰ تومان)');
    expect(coinPriceText(3, '12500.0000')).toBe('۳ سکه (≈ ۳٬۷۵۰ تومان)');
  });
});

describe('Sheba', () => {
  it('accepts a number with a sound mod-97 check, in any common spelling', () => {
    expect(isValidSheba('IR062960000000100324200001')).toBe(true);
    expect(isValidSheba('ir06 2960 0000 0010 0324 2000 01')).toBe(true);
    expect(isValidSheba('IR۰۶۲۹۶۰۰۰۰۰۰۰۱۰۰۳۲۴۲۰۰۰۰۱')).toBe(true);
    expect(normalizeSheba('062960000000100324200001')).toBe('IR062960000000100324200001');
  });

  it('refuses a changed digit, a wrong length or another country', () => {
    expect(isValidSheba('IR062960000000100324200002')).toBe(false);
    expect(isValidSheba('IR07296000000010032420000')).toBe(false);
    expect(isValidSheba('DE89370400440532013000')).toBe(false);
    expect(isValidSheba('')).toBe(false);
  });
});

describe('SMS parts', () => {
  it('fits 70 Persian characters in one part and 67 per part beyond', () => {
    expect(smsSegments('سلام')).toBe(1);
    expect(smsSegments('س'.repeat(70))).toBe(1);
    expect(smsSegments('س'.repeat(71))).toBe(2);
    expect(smsSegments('س'.repeat(134))).toBe(2);
    expect(smsSegments('س'.repeat(135))).toBe(3);
  });

  it('fits 160 plain Latin characters in one part and 153 beyond', () => {
    expect(smsSegments('a'.repeat(160))).toBe(1);
    expect(smsSegments('a'.repeat(161))).toBe(2);
    expect(smsSegments(`${'a'.repeat(100)}س`)).toBe(2);
  });
});

describe('money request schemas', () => {
  it('takes a coin package or a number of coins, not both and not neither', () => {
    expect(zDepositRequest.parse({ coins: '۱۲' })).toEqual({ coins: 12 });
    expect(zDepositRequest.parse({ coin_package: 'abc' })).toEqual({ coin_package: 'abc' });
    expect(zDepositRequest.safeParse({}).success).toBe(false);
    expect(zDepositRequest.safeParse({ coins: 1, coin_package: 'abc' }).success).toBe(false);
    expect(zDepositRequest.safeParse({ coins: 1.5 }).success).toBe(false);
    expect(zDepositRequest.safeParse({ coins: 0 }).success).toBe(false);
  });

  it('normalizes the Sheba of a withdrawal and names a bad one', () => {
    expect(zWithdrawRequest.parse({ coins: 10, sheba: 'ir06 2960 0000 0010 0324 2000 01' })).toEqual({
      coins: 10,
      sheba: 'IR062960000000100324200001',
    });
    const bad = zWithdrawRequest.safeParse({ coins: 10, sheba: 'IR062960000000100324200002' });
    expect(bad.error?.issues[0]?.path).toEqual(['sheba']);
  });

  it('takes an exchange rate with at most four decimals', () => {
    expect(zCoinSettingsInput.parse({ exchange_rate: '۱۰۰۰۰٫۵'.replace('٫', '.') })).toEqual({
      exchange_rate: 10000.5,
    });
    expect(zCoinSettingsInput.safeParse({ exchange_rate: 0 }).success).toBe(false);
    expect(zCoinSettingsInput.safeParse({ exchange_rate: -5 }).success).toBe(false);
    expect(zCoinSettingsInput.safeParse({ exchange_rate: 1.00001 }).success).toBe(false);
  });
});
