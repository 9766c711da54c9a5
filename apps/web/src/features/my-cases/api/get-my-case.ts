import { queryOptions, useQuery } from '@tanstack/react-query';
import { officePaths, type zClientCaseResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import type { MyCase } from './list-my-cases';
import { myCaseKeys } from './my-case-keys';

export async function getMyCase(pid: string, signal?: AbortSignal): Promise<MyCase> {
  const body = await request<Infer<typeof zClientCaseResponse>>({
    endpoint: officePaths.myCase(pid),
    signal,
  });
  return body.result;
}

export const myCaseQuery = (pid: string) =>
  queryOptions({ queryKey: myCaseKeys.detail(pid), queryFn: ({ signal }) => getMyCase(pid, signal) });

/** One of the client's cases, as a client sees it (no internal notes). */
export function useMyCase(pid: string) {
  return useQuery(myCaseQuery(pid));
}
