import { toLatinDigits, toPersianDigits } from '../persian.ts';
import { persianWords } from '../persian-words.ts';
import { DRAFT_FIELDS, type DraftFieldDefinition, type DraftFieldKey, valueKeyOf } from './fields.ts';

export type DraftValueSource = Readonly<Record<string, string | null | undefined>>;

/**
 * Made on first use: this module sits in the chunk the early script imports before a page's first calls,
 * and a browser's first `Intl.DateTimeFormat` loads its calendar data (tens of milliseconds on a phone).
 */
let jalaliParts: Intl.DateTimeFormat | undefined;
const jalaliFormat = () => {
  jalaliParts ??= new Intl.DateTimeFormat('fa-IR-u-ca-persian-nu-latn', {
    timeZone: 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return jalaliParts;
};

/** `2026-11-27` as an Iranian document dates it: «۱۴۰۵/۰۹/۰۶». Anything else as typed, in Persian digits. */
export function jalaliDocumentDate(value: string): string {
  const day = toLatinDigits(value).trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return toPersianDigits(value);
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return toPersianDigits(value);
  const part = (type: string) =>
    jalaliFormat()
      .formatToParts(date)
      .find((p) => p.type === type)?.value ?? '';
  return toPersianDigits(`${part('year')}/${part('month')}/${part('day')}`);
}

const digitsOnly = (value: string) => toLatinDigits(value).replace(/[,٬،\s]/g, '');

/** «۵۰٬۰۰۰٬۰۰۰ ریال» from «50000000»; text that is not a number stays as typed. */
export function amountInFigures(value: string): string {
  const digits = digitsOnly(value);
  if (!/^\d+$/.test(digits)) return toPersianDigits(value);
  return `${toPersianDigits(digits.replace(/\B(?=(\d{3})+(?!\d))/g, '٬'))} ریال`;
}

/** «پنجاه میلیون ریال» from «50000000»; null when the figures are not a number. */
export function amountInWords(value: string): string | null {
  const words = persianWords(digitsOnly(value));
  return words ? `${words} ریال` : null;
}

/**
 * A field as it prints: from the draft's values over the case's, formatted by its kind (Jalali dates,
 * amounts in figures or words, Persian digits). Null when neither has it: the caller prints a blank.
 */
export function draftFieldDisplay(key: DraftFieldKey, values: DraftValueSource): string | null {
  const raw = values[valueKeyOf(key)]?.trim();
  if (!raw) return null;
  const def: DraftFieldDefinition = DRAFT_FIELDS[key];
  switch (def.kind) {
    case 'date':
      return jalaliDocumentDate(raw);
    case 'amount':
      return amountInFigures(raw);
    case 'amount_words':
      return amountInWords(raw);
    default:
      return toPersianDigits(raw);
  }
}
