import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { officePaths, type zCasePage } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { caseKeys } from './case-keys';
import type { CasePage } from './list-cases';

export interface ByClientParams {
  page: number;
  page_size: number;
  search?: string;
}

export async function listCasesByClient(
  clientPid: string,
  params: ByClientParams,
  signal?: AbortSignal,
): Promise<CasePage> {
  const body = await request<Infer<typeof zCasePage>>({
    endpoint: officePaths.casesByClient(clientPid),
    params: { ...params, search: params.search || undefined },
    signal,
  });
  return body.result;
}

export const casesByClientQuery = (clientPid: string, params: ByClientParams) =>
  queryOptions({
    queryKey: caseKeys.byClient(clientPid, params),
    queryFn: ({ signal }) => listCasesByClient(clientPid, params, signal),
    placeholderData: keepPreviousData,
  });

/** The cases one client of the office is attached to. */
export function useCasesByClient(clientPid: string, params: ByClientParams) {
  return useQuery(casesByClientQuery(clientPid, params));
}
