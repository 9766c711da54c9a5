import { toPersianDigits } from '@vakilyar/contract';
import { formatJalaliDate } from '@/lib/format/jalali';
import { adminContentText } from '@/locales/fa/admin-content';
import type { ChipColor, FieldDef } from '../kit/resource-types';

const text = adminContentText.common;

/** The display order, beside the switch below. */
export const sortOrderField: FieldDef = {
  kind: 'number',
  name: 'sort_order',
  label: text.sortOrder,
  helperText: text.sortOrderHint,
  half: true,
};

export const activeField: FieldDef = { kind: 'switch', name: 'is_active', label: text.isActive, half: true };

export function activeChip(active: boolean): { label: string; color: ChipColor } {
  return active ? { label: text.active, color: 'success' } : { label: text.inactive, color: 'default' };
}

/** A stored time as the `YYYY-MM-DD` day a date field holds; the server keeps a picked day at midnight UTC. */
export function pickedDayOf(iso: string | null | undefined): string {
  return iso ? iso.slice(0, 10) : '';
}

/** A stored number as a number field shows it, in Persian digits; the form reads it back. */
export function digitsOf(value: number): string {
  return toPersianDigits(value);
}

export function updatedMeta(iso: string): string {
  return text.updated(formatJalaliDate(iso));
}
