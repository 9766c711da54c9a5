import { queryOptions, useQuery } from '@tanstack/react-query';
import { officePaths, type zLatestNumbersResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';

export type LatestNumbers = Infer<typeof zLatestNumbersResponse>['result'];

export async function getLatestNumbers(signal?: AbortSignal): Promise<LatestNumbers> {
  const body = await request<Infer<typeof zLatestNumbersResponse>>({
    endpoint: officePaths.latestNumbers,
    signal,
    silent: true,
  });
  return body.result;
}

/** Counted afresh each time the dashboard opens: they change with every case and client. */
export const latestNumbersQuery = queryOptions({
  queryKey: ['office', 'latest-numbers'],
  queryFn: ({ signal }) => getLatestNumbers(signal),
  staleTime: 0,
});

export function useLatestNumbers() {
  return useQuery(latestNumbersQuery);
}
