import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Client, officePaths, type zClientResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { clientKeys } from './client-keys';

export async function getClient(pid: string, signal?: AbortSignal): Promise<Client> {
  const body = await request<Infer<typeof zClientResponse>>({ endpoint: officePaths.client(pid), signal });
  return body.result;
}

export const clientQuery = (pid: string) =>
  queryOptions({ queryKey: clientKeys.detail(pid), queryFn: ({ signal }) => getClient(pid, signal) });

export function useClient(pid: string) {
  return useQuery(clientQuery(pid));
}
