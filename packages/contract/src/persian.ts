const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';
const ZWNJ = '\u200c';
const DIACRITICS = /[\u064B-\u065F\u0670]/g;

/** Persian (۰-۹) and Arabic-Indic (٠-٩) digits to ASCII. */
export function toLatinDigits(value: string): string {
  return value.replace(/[۰-۹٠-٩]/g, (d) => {
    const persian = PERSIAN_DIGITS.indexOf(d);
    return String(persian >= 0 ? persian : ARABIC_DIGITS.indexOf(d));
  });
}

/** ASCII digits to Persian digits, for display. */
export function toPersianDigits(value: string | number): string {
  return String(value).replace(/[0-9]/g, (d) => PERSIAN_DIGITS[Number(d)] ?? d);
}

/** Arabic ي/ى/ك to their Persian forms: for search keys and file names, not for what a person typed. */
export function unifyPersianLetters(value: string): string {
  return value.replace(/[يى]/g, 'ی').replace(/ك/g, 'ک');
}

/**
 * Clean free text for storage: collapsed spaces only. Letters and digits stay as typed (issue 9 §4: «۱۲
 * آذر» is shown back as «۱۲ آذر», an Arabic «ي» stays «ي»), ZWNJ is kept. Identifiers (mobile, national
 * code) go to ASCII digits through their own schemas; search keys fold letters and digits below.
 */
export function normalizePersianText(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** The comparison form used by every search: ی/ک, ASCII digits, no ZWNJ or diacritics, Latin lower-cased. */
export function searchKey(value: string): string {
  return unifyPersianLetters(toLatinDigits(value).replace(DIACRITICS, '').split(ZWNJ).join(' '))
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * An Iranian mobile number in any common form (09.., 9.., +989.., 00989.., 989..,
 * Persian digits, spaces or dashes) to the canonical 09xxxxxxxxx, or null.
 */
export function normalizeIranMobile(value: string): string | null {
  const digits = toLatinDigits(value).replace(/[\s\-()]/g, '');
  const match = /^(?:\+98|0098|98|0)?(9\d{9})$/.exec(digits);
  return match ? `0${match[1]}` : null;
}

/** The Iranian national code (کد ملی) checksum. */
export function isValidNationalCode(value: string): boolean {
  if (!/^\d{10}$/.test(value) || /^(\d)\1{9}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const check = digits[9] ?? -1;
  const sum = digits.slice(0, 9).reduce((acc, d, i) => acc + d * (10 - i), 0) % 11;
  return sum < 2 ? check === sum : check === 11 - sum;
}

/**
 * The messages of text fields, one wording for the whole platform: an empty required field asks for its
 * value, never states a length rule; every number is written in Persian digits.
 */
export const fieldText = {
  required: (label: string) => `${label} را وارد کنید.`,
  minLength: (label: string, min: number) => `${label} باید دست‌کم ${toPersianDigits(min)} نویسه باشد.`,
  maxLength: (label: string, max: number) => `${label} حداکثر ${toPersianDigits(max)} نویسه مجاز است.`,
  maxChars: (max: number) => `حداکثر ${toPersianDigits(max)} نویسه مجاز است.`,
} as const;
