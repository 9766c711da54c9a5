import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { officePaths, type zCasePage } from '@vakilyar/contract';
import type { CasePage } from '@/features/cases/api/list-cases';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { archiveKeys } from './archive-keys';

export interface CabinetCasesParams {
  page: number;
  page_size: number;
  search?: string;
}

export async function listCabinetCases(
  cabinetPid: string,
  params: CabinetCasesParams,
  signal?: AbortSignal,
): Promise<CasePage> {
  const body = await request<Infer<typeof zCasePage>>({
    endpoint: officePaths.archiveCabinetCases(cabinetPid),
    params: { ...params, search: params.search?.trim() || undefined },
    signal,
  });
  return body.result;
}

export const cabinetCasesQuery = (cabinetPid: string, params: CabinetCasesParams) =>
  queryOptions({
    queryKey: archiveKeys.cases(cabinetPid, params),
    queryFn: ({ signal }) => listCabinetCases(cabinetPid, params, signal),
    placeholderData: keepPreviousData,
  });

/** The cases kept in one cabinet. */
export function useCabinetCases(cabinetPid: string, params: CabinetCasesParams) {
  return useQuery(cabinetCasesQuery(cabinetPid, params));
}
