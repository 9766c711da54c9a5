import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { officePaths, type zSecretaryPage } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { secretaryKeys } from './secretary-keys';

export type SecretaryPage = Infer<typeof zSecretaryPage>['result'];
export type Secretary = SecretaryPage['results'][number];

export interface SecretaryListParams {
  page: number;
  page_size: number;
  search?: string;
}

export async function listSecretaries(
  params: SecretaryListParams,
  signal?: AbortSignal,
): Promise<SecretaryPage> {
  const body = await request<Infer<typeof zSecretaryPage>>({
    endpoint: officePaths.secretaries,
    params: { ...params, search: params.search?.trim() || undefined },
    signal,
  });
  return body.result;
}

export const secretariesQuery = (params: SecretaryListParams) =>
  queryOptions({
    queryKey: secretaryKeys.list(params),
    queryFn: ({ signal }) => listSecretaries(params, signal),
    placeholderData: keepPreviousData,
  });

/** The lawyer's secretaries. */
export function useSecretaries(params: SecretaryListParams) {
  return useQuery(secretariesQuery(params));
}
