import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  LAW_API,
  type LawSearchQuery,
  type LawSearchResult,
  type zLawSearchResponse,
} from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { lawKeys } from './law-keys';

export type LawSearchParams = Pick<LawSearchQuery, 'q' | 'page' | 'page_size'> & { law?: string };

export async function searchLaws(params: LawSearchParams, signal?: AbortSignal): Promise<LawSearchResult> {
  const body = await request<Infer<typeof zLawSearchResponse>>({
    endpoint: LAW_API.search,
    params: { ...params, law: params.law || undefined },
    signal,
  });
  return body.result;
}

/** Articles by words or by a reference («ماده ۱۱۳۰ مدنی»); asks nothing until there is text. */
export function useLawSearch(params: LawSearchParams) {
  const q = params.q.trim();
  return useQuery({
    queryKey: lawKeys.search({ ...params, q }),
    queryFn: ({ signal }) => searchLaws({ ...params, q }, signal),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}
