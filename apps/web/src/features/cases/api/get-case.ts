import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Case, officePaths, type zCaseResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { caseKeys } from './case-keys';

export async function getCase(pid: string, signal?: AbortSignal): Promise<Case> {
  const body = await request<Infer<typeof zCaseResponse>>({ endpoint: officePaths.case(pid), signal });
  return body.result;
}

export const caseQuery = (pid: string) =>
  queryOptions({ queryKey: caseKeys.detail(pid), queryFn: ({ signal }) => getCase(pid, signal) });

/** One case with its lawyers, clients, the caller's standing and what they may do with it. */
export function useCase(pid: string) {
  return useQuery(caseQuery(pid));
}
