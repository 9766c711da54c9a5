import { toPersianDigits } from '@vakilyar/contract';
import { formatNumber } from '@/lib/format/money';

/** The Persian decimal separator (U+066B), as in «۱۰٬۰۰۰٫۵». */
const DECIMAL_SEPARATOR = '٫';

/** A rate of Rials per coin as stored (it may be fractional or negative), shown positive: «۱۰٬۰۰۰٫۲۵». */
export function formatRate(rate: number): string {
  const [whole = '0', fraction] = Math.abs(rate).toFixed(4).replace(/0+$/, '').split('.');
  const grouped = formatNumber(Number(whole));
  return fraction ? `${grouped}${DECIMAL_SEPARATOR}${toPersianDigits(fraction)}` : grouped;
}

/** A whole number for an input box, in Persian digits; '' for null (no limit). */
export const toInputDigits = (value: number | null): string => (value === null ? '' : toPersianDigits(value));

/**
 * A whole number that may be negative, its minus kept on the left of the digits in right-to-left
 * text (a left-to-right mark ahead of it): «‎-۱٬۷۵۰», not «۱٬۷۵۰-».
 */
export const formatSigned = (value: number): string =>
  value < 0 ? `\u200e${formatNumber(value)}` : formatNumber(value);
