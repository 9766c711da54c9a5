import { queryOptions, useQuery } from '@tanstack/react-query';
import { officePaths, type zCabinetResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { archiveKeys } from './archive-keys';
import type { Cabinet } from './list-cabinets';

export async function getCabinet(pid: string, signal?: AbortSignal): Promise<Cabinet> {
  const body = await request<Infer<typeof zCabinetResponse>>({
    endpoint: officePaths.archiveCabinet(pid),
    signal,
  });
  return body.result;
}

export const cabinetQuery = (pid: string) =>
  queryOptions({ queryKey: archiveKeys.detail(pid), queryFn: ({ signal }) => getCabinet(pid, signal) });

export function useCabinet(pid: string) {
  return useQuery(cabinetQuery(pid));
}
