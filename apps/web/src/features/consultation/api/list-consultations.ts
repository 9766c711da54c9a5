import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { chatPaths, type zConsultationPage } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { type ConsultationFilters, consultationKeys } from './consultation-keys';

export type ConsultationsPage = Infer<typeof zConsultationPage>['result'];

export const CONSULTATIONS_PAGE_SIZE = 10;

/** My consultations, as the client who asked or the consultant asked, newest first. */
export async function listConsultations(
  filters: ConsultationFilters,
  signal?: AbortSignal,
): Promise<ConsultationsPage> {
  const body = await request<Infer<typeof zConsultationPage>>({
    endpoint: chatPaths.consultation.list,
    params: { ...filters, page_size: CONSULTATIONS_PAGE_SIZE },
    signal,
  });
  return body.result;
}

export const consultationsQuery = (filters: ConsultationFilters) =>
  queryOptions({
    queryKey: consultationKeys.list(filters),
    queryFn: ({ signal }) => listConsultations(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useConsultations(filters: ConsultationFilters) {
  return useQuery(consultationsQuery(filters));
}
