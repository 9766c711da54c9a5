import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { officePaths, type zCabinetPage } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { archiveKeys } from './archive-keys';

export type CabinetPage = Infer<typeof zCabinetPage>['result'];
export type Cabinet = CabinetPage['results'][number];

export interface CabinetListParams {
  page: number;
  page_size: number;
  search?: string;
}

export async function listCabinets(params: CabinetListParams, signal?: AbortSignal): Promise<CabinetPage> {
  const body = await request<Infer<typeof zCabinetPage>>({
    endpoint: officePaths.archiveCabinets,
    params: { ...params, search: params.search?.trim() || undefined },
    signal,
  });
  return body.result;
}

export const cabinetsQuery = (params: CabinetListParams) =>
  queryOptions({
    queryKey: archiveKeys.list(params),
    queryFn: ({ signal }) => listCabinets(params, signal),
    placeholderData: keepPreviousData,
  });

/** The office's archive cabinets, with how many cases sit in each. */
export function useCabinets(params: CabinetListParams) {
  return useQuery(cabinetsQuery(params));
}
