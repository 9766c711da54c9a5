// A number in Persian words, as a cheque or a contract writes an amount: «یک میلیون و دویست هزار».

const ONES = ['', 'یک', 'دو', 'سه', 'چهار', 'پنج', 'شش', 'هفت', 'هشت', 'نه'];
const TEENS = ['ده', 'یازده', 'دوازده', 'سیزده', 'چهارده', 'پانزده', 'شانزده', 'هفده', 'هجده', 'نوزده'];
const TENS = ['', '', 'بیست', 'سی', 'چهل', 'پنجاه', 'شصت', 'هفتاد', 'هشتاد', 'نود'];
const HUNDREDS = ['', 'یکصد', 'دویست', 'سیصد', 'چهارصد', 'پانصد', 'ششصد', 'هفتصد', 'هشتصد', 'نهصد'];
const SCALES = ['', 'هزار', 'میلیون', 'میلیارد', 'هزار میلیارد', 'میلیون میلیارد'];

/** 0–999 in words; '' for 0. */
function belowThousand(n: number): string {
  const parts: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds) parts.push(HUNDREDS[hundreds] as string);
  if (rest >= 20) {
    parts.push(TENS[Math.floor(rest / 10)] as string);
    if (rest % 10) parts.push(ONES[rest % 10] as string);
  } else if (rest >= 10) {
    parts.push(TEENS[rest - 10] as string);
  } else if (rest) {
    parts.push(ONES[rest] as string);
  }
  return parts.join(' و ');
}

/**
 * A whole number in Persian words: 1250000 → «یک میلیون و دویست و پنجاه هزار». Accepts a number, a bigint
 * or a string of digits (Persian digits too); null for anything that is not a whole number up to 10^18.
 */
export function persianWords(value: number | bigint | string): string | null {
  const digits = String(value)
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[,٬،\s]/g, '');
  const negative = digits.startsWith('-');
  const body = negative ? digits.slice(1) : digits;
  if (!/^\d+$/.test(body) || body.replace(/^0+/, '').length > 18) return null;
  let n = BigInt(body);
  if (n === 0n) return 'صفر';
  const groups: string[] = [];
  let scale = 0;
  while (n > 0n) {
    const group = Number(n % 1000n);
    if (group) {
      const words = belowThousand(group);
      const name = SCALES[scale] as string;
      groups.unshift(name ? `${words} ${name}` : words);
    }
    n /= 1000n;
    scale += 1;
  }
  const text = groups.join(' و ');
  return negative ? `منفی ${text}` : text;
}
