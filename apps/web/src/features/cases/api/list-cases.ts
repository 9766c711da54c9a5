import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AdvancedCaseSearchQuery, officePaths, type zCasePage } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { caseKeys } from './case-keys';

export type CasePage = Infer<typeof zCasePage>['result'];

/** Page, size, search and any filter of `cases/` or `cases/advanced-search/`. */
export type CaseSearchParams = Partial<Omit<AdvancedCaseSearchQuery, 'page' | 'page_size'>> & {
  page: number;
  page_size: number;
};

/** The per-field matches only `advanced-search/` knows; the list's own filters work on both. */
export const ADVANCED_ONLY_KEYS = [
  'client_first_name',
  'client_last_name',
  'client_national_code',
  'case_number',
  'archive_number',
  'branch',
  'title',
] as const satisfies readonly (keyof AdvancedCaseSearchQuery)[];

/**
 * The call a search makes: `cases/` for the search box and the list filters, `cases/advanced-search/`
 * as soon as a per-field match is set. Empty values are left out of the query.
 */
export function caseSearchRequest(params: CaseSearchParams): {
  endpoint: string;
  params: Record<string, string | number>;
} {
  const query: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')) {
      query[key] = typeof value === 'string' ? value.trim() : value;
    }
  }
  const advanced = ADVANCED_ONLY_KEYS.some((key) => key in query);
  return { endpoint: advanced ? officePaths.casesAdvancedSearch : officePaths.cases, params: query };
}

export async function listCases(params: CaseSearchParams, signal?: AbortSignal): Promise<CasePage> {
  const body = await request<Infer<typeof zCasePage>>({ ...caseSearchRequest(params), signal });
  return body.result;
}

export const casesQuery = (params: CaseSearchParams) =>
  queryOptions({
    queryKey: caseKeys.list(params),
    queryFn: ({ signal }) => listCases(params, signal),
    placeholderData: keepPreviousData,
  });

/** The office's cases and those shared with the user, filtered. */
export function useCases(params: CaseSearchParams) {
  return useQuery(casesQuery(params));
}
