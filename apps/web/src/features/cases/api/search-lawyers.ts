import { queryOptions, useQuery } from '@tanstack/react-query';
import { officePaths, type zDirectoryPage } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { caseKeys } from './case-keys';

export type DirectoryUser = Infer<typeof zDirectoryPage>['result']['results'][number];

export async function searchLawyers(search: string, signal?: AbortSignal): Promise<DirectoryUser[]> {
  const body = await request<Infer<typeof zDirectoryPage>>({
    endpoint: officePaths.lawyersDirectory,
    params: { search, page_size: 20 },
    signal,
  });
  return body.result.results;
}

export const lawyersQuery = (search: string) =>
  queryOptions({
    queryKey: caseKeys.lawyers(search),
    queryFn: ({ signal }) => searchLawyers(search, signal),
    enabled: search.trim().length >= 2,
  });

/** Lawyers on the platform whose name matches (two letters at least), to invite as co-counsel. */
export function useLawyerSearch(search: string) {
  return useQuery(lawyersQuery(search.trim()));
}
