import { queryOptions, useQuery } from '@tanstack/react-query';
import { officePaths, type zDirectoryPage } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { secretaryKeys } from './secretary-keys';

export type DirectorySecretary = Infer<typeof zDirectoryPage>['result']['results'][number];

export async function searchSecretaryDirectory(
  search: string,
  signal?: AbortSignal,
): Promise<DirectorySecretary[]> {
  const body = await request<Infer<typeof zDirectoryPage>>({
    endpoint: officePaths.secretariesDirectory,
    params: { search, page_size: 20 },
    signal,
  });
  return body.result.results;
}

export const secretaryDirectoryQuery = (search: string) =>
  queryOptions({
    queryKey: secretaryKeys.directory(search),
    queryFn: ({ signal }) => searchSecretaryDirectory(search, signal),
    enabled: search.length >= 2,
  });

/** Secretaries on the platform by name or exact mobile (two letters at least), to assign one. */
export function useSecretaryDirectory(search: string) {
  return useQuery(secretaryDirectoryQuery(search.trim()));
}
