import { formatPersianNumber } from '../money/values.ts';
import { toLatinDigits } from '../persian.ts';

/** The largest amount the fee screens take: 10^15 rial (beyond any real fee, inside a double's exact range). */
export const MAX_FEE_AMOUNT = 1_000_000_000_000_000;

/** Thousands separators a person types: Persian ٬, Arabic ، and ٫-less comma, Latin comma, spaces, ZWNJ. */
const SEPARATORS = /[\s,،٬'\u200c\u066c_]/g;

/**
 * An amount in rial from «۱۲٬۵۰۰٬۰۰۰», «12,500,000» or 12500000; null when it is not a whole number
 * (letters, decimals, signs other than a leading minus).
 */
export function parseRialAmount(value: string | number): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  const digits = toLatinDigits(value).replace(SEPARATORS, '').replace(/^−/, '-');
  if (!/^-?\d+$/.test(digits)) return null;
  const n = Number(digits);
  return Number.isSafeInteger(n) || Math.abs(n) > MAX_FEE_AMOUNT ? n : null;
}

/** The Persian message for an amount that is not acceptable, or null when it is. */
export function rialAmountProblem(label: string, amount: number | null, allowZero = false): string | null {
  if (amount === null || Number.isNaN(amount)) return `${label} را فقط با رقم وارد کنید (مانند ۱۲٬۵۰۰٬۰۰۰).`;
  if (amount < 0) return `${label} نمی‌تواند منفی باشد.`;
  if (amount === 0 && !allowZero) return `${label} باید بیشتر از صفر باشد.`;
  if (amount > MAX_FEE_AMOUNT)
    return `${label} بیش از حد مجاز (${formatPersianNumber(MAX_FEE_AMOUNT)} ریال) است.`;
  return null;
}

/** «۱۲٬۵۰۰٬۰۰۰ ریال». */
export const formatRial = (amount: number): string => `${formatPersianNumber(amount)} ریال`;
