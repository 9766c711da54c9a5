import { toPersianDigits } from '@vakilyar/contract';
import { isoToJalaliText } from '@/features/cases/kit/jalali-date';
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

/** A stored time as the Jalali day a date input shows; the server keeps a typed day at midnight UTC. */
export function jalaliInputOf(iso: string | null | undefined): string {
  return iso ? isoToJalaliText(iso.slice(0, 10)) : '';
}

/** A stored number as a number field shows it, in Persian digits; the form reads it back. */
export function digitsOf(value: number): string {
  return toPersianDigits(value);
}

export function updatedMeta(iso: string): string {
  return text.updated(formatJalaliDate(iso));
}
