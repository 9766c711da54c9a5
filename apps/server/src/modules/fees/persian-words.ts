/** A whole number in Persian words: 12500000 → «دوازده میلیون و پانصد هزار». */
const ONES = ['', 'یک', 'دو', 'سه', 'چهار', 'پنج', 'شش', 'هفت', 'هشت', 'نه'];
const TEENS = ['ده', 'یازده', 'دوازده', 'سیزده', 'چهارده', 'پانزده', 'شانزده', 'هفده', 'هجده', 'نوزده'];
const TENS = ['', '', 'بیست', 'سی', 'چهل', 'پنجاه', 'شصت', 'هفتاد', 'هشتاد', 'نود'];
const HUNDREDS = ['', 'یکصد', 'دویست', 'سیصد', 'چهارصد', 'پانصد', 'ششصد', 'هفتصد', 'هشتصد', 'نهصد'];
const SCALES = ['', 'هزار', 'میلیون', 'میلیارد', 'هزار میلیارد', 'میلیون میلیارد'];

function underThousand(n: number): string {
  const parts: string[] = [];
  const h = Math.floor(n / 100);
  const rest = n % 100;
  if (h) parts.push(HUNDREDS[h] as string);
  if (rest >= 10 && rest < 20) parts.push(TEENS[rest - 10] as string);
  else {
    const t = Math.floor(rest / 10);
    const o = rest % 10;
    if (t) parts.push(TENS[t] as string);
    if (o) parts.push(ONES[o] as string);
  }
  return parts.join(' و ');
}

export function persianWords(value: number): string {
  if (!Number.isSafeInteger(value)) return '';
  if (value === 0) return 'صفر';
  if (value < 0) return `منفی ${persianWords(-value)}`;
  const groups: string[] = [];
  let n = value;
  for (let scale = 0; n > 0; scale++) {
    const chunk = n % 1000;
    if (chunk) groups.unshift(`${underThousand(chunk)}${SCALES[scale] ? ` ${SCALES[scale]}` : ''}`);
    n = Math.floor(n / 1000);
  }
  return groups.join(' و ');
}
