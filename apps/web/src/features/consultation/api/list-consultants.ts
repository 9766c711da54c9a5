import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { chatPaths, type zConsultantProfilePage } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { type ConsultantFilters, consultationKeys } from './consultation-keys';

export type ConsultantsPage = Infer<typeof zConsultantProfilePage>['result'];

export const CONSULTANTS_PAGE_SIZE = 12;

/** Approved consultants, available first and best rated, by name or bio, specialty and availability. */
export async function listConsultants(
  filters: ConsultantFilters,
  signal?: AbortSignal,
): Promise<ConsultantsPage> {
  const body = await request<Infer<typeof zConsultantProfilePage>>({
    endpoint: chatPaths.consultation.consultants,
    params: { ...filters, page_size: CONSULTANTS_PAGE_SIZE },
    signal,
  });
  return body.result;
}

export const consultantsQuery = (filters: ConsultantFilters) =>
  queryOptions({
    queryKey: consultationKeys.consultants(filters),
    queryFn: ({ signal }) => listConsultants(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useConsultants(filters: ConsultantFilters) {
  return useQuery(consultantsQuery(filters));
}
