import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { officePaths, type zClientCasePage } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { myCaseKeys } from './my-case-keys';

export type MyCasePage = Infer<typeof zClientCasePage>['result'];
export type MyCase = MyCasePage['results'][number];

export interface MyCasesParams {
  page: number;
  page_size: number;
  search?: string;
}

export async function listMyCases(params: MyCasesParams, signal?: AbortSignal): Promise<MyCasePage> {
  const body = await request<Infer<typeof zClientCasePage>>({
    endpoint: officePaths.myCases,
    params: { ...params, search: params.search?.trim() || undefined },
    signal,
  });
  return body.result;
}

export const myCasesQuery = (params: MyCasesParams) =>
  queryOptions({
    queryKey: myCaseKeys.list(params),
    queryFn: ({ signal }) => listMyCases(params, signal),
    placeholderData: keepPreviousData,
  });

/** The cases the signed-in client is attached to. */
export function useMyCases(params: MyCasesParams) {
  return useQuery(myCasesQuery(params));
}
