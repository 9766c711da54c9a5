import { formatPersianNumber, parseRialAmount } from '@vakilyar/contract';
import { formatRials, formatToman } from '@/lib/format/money';

/** A fee amount as the office reads it: in Toman (API amounts are integer rial). */
export const fee = (rials: number): string => formatToman(rials);

/** «۵۰۰٬۰۰۰٬۰۰۰ ریال (۵۰٬۰۰۰٬۰۰۰ تومان)»: where the legal figure in rial matters too. */
export const feeBoth = (rials: number): string => `${formatRials(rials)} (${formatToman(rials)})`;

/** What a person typed, read as rial, or null; «۱۲٬۵۰۰٬۰۰۰» and «12,500,000» alike. */
export function typedRials(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  return parseRialAmount(value);
}

/** A typed amount rewritten with Persian digits and separators, or as typed when it is not a number. */
export function regroup(value: string): string {
  const rials = typedRials(value);
  return rials === null || rials < 0 ? value : formatPersianNumber(rials);
}
