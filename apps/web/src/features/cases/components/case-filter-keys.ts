import { CASE_STAGES, CASE_STATUSES, CASE_TYPES } from '@vakilyar/contract';
import type { CaseSearchParams } from '../api/list-cases';

/** The list's own filters, in the address and on `cases/`. */
export const BASIC_FILTER_KEYS = ['status', 'case_type', 'stage', 'court'] as const;

/** The advanced-search panel's fields; dates are Gregorian `YYYY-MM-DD` in the address. */
export const ADVANCED_FILTER_KEYS = [
  'client_first_name',
  'client_last_name',
  'client_national_code',
  'case_number',
  'archive_number',
  'branch',
  'start_date_from',
  'start_date_to',
  'created_from',
  'created_to',
] as const;

export const CASE_FILTER_KEYS = [...BASIC_FILTER_KEYS, ...ADVANCED_FILTER_KEYS] as const;
export type CaseFilterKey = (typeof CASE_FILTER_KEYS)[number];
export type AdvancedFilterKey = (typeof ADVANCED_FILTER_KEYS)[number];

function oneOf<T extends string>(values: readonly T[], value: string): T | undefined {
  return (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** The address's filters as the API's query; an unknown status or type in a hand-edited link is ignored. */
export function toSearchParams(
  filters: Record<CaseFilterKey, string>,
  page: number,
  pageSize: number,
  search: string,
): CaseSearchParams {
  return {
    ...filters,
    page,
    page_size: pageSize,
    search,
    status: oneOf(CASE_STATUSES, filters.status),
    case_type: oneOf(CASE_TYPES, filters.case_type),
    stage: oneOf(CASE_STAGES, filters.stage),
  };
}
