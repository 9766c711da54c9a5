import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentPaths, type TermsVersion, type zTermsPage } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { CONTENT_STALE_MS, contentKeys } from './content-keys';

/** Published versions of the terms with their text, newest first; one page holds a long history. */
export async function listTerms(signal?: AbortSignal): Promise<TermsVersion[]> {
  const body = await request<Infer<typeof zTermsPage>>({
    endpoint: contentPaths.terms,
    params: { page_size: 100 },
    signal,
  });
  return body.result.results;
}

export const termsQuery = queryOptions({
  queryKey: contentKeys.terms,
  queryFn: ({ signal }) => listTerms(signal),
  staleTime: CONTENT_STALE_MS,
});

export function useTerms() {
  return useQuery(termsQuery);
}
