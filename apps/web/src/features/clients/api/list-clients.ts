import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { officePaths, type zClientPage } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { clientKeys } from './client-keys';

export type ClientPage = Infer<typeof zClientPage>['result'];

export interface ClientListParams {
  page: number;
  page_size: number;
  /** Name, national code, mobile or email; Persian and Arabic letters and digits alike. */
  search?: string;
  /** `?ordering=` (`-` for descending); '' for the newest first. */
  ordering?: string;
}

export async function listClients(params: ClientListParams, signal?: AbortSignal): Promise<ClientPage> {
  const body = await request<Infer<typeof zClientPage>>({
    endpoint: officePaths.clients,
    params: { ...params, search: params.search?.trim() || undefined, ordering: params.ordering || undefined },
    signal,
  });
  return body.result;
}

export const clientsQuery = (params: ClientListParams) =>
  queryOptions({
    queryKey: clientKeys.list(params),
    queryFn: ({ signal }) => listClients(params, signal),
    placeholderData: keepPreviousData,
  });

/** The office's clients. */
export function useClients(params: ClientListParams) {
  return useQuery(clientsQuery(params));
}
