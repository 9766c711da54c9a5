import { toPersianDigits } from '@vakilyar/contract';
import { moneyText } from '@/locales/fa/format';

/** The Persian thousands separator (U+066C), as in «۱٬۲۵۰٬۰۰۰». */
const THOUSANDS_SEPARATOR = '٬';

/** An integer with Persian digits and thousands separators; a fraction is rounded away. */
export function formatNumber(value: number): string {
  const rounded = Math.round(value);
  const sign = rounded < 0 ? '-' : '';
  const digits = Math.abs(rounded).toString();
  return toPersianDigits(sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS_SEPARATOR));
}

/** «۱۲٬۵۰۰٬۰۰۰ ریال»: API amounts are integer Rials. */
export function formatRials(rials: number): string {
  return moneyText.rial(formatNumber(rials));
}

/** An amount in Rials shown in Toman (one Toman is ten Rials): «۱٬۲۵۰٬۰۰۰ تومان». */
export function formatToman(rials: number): string {
  return moneyText.toman(formatNumber(rials / 10));
}
