import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Consultation, chatPaths, type zConsultationPage } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { consultationKeys } from './consultation-keys';

/** Consultation requests addressed to me (a consultant) that wait for my answer. */
export async function listPendingConsultations(signal?: AbortSignal): Promise<Consultation[]> {
  const body = await request<Infer<typeof zConsultationPage>>({
    endpoint: chatPaths.consultation.pending,
    params: { page_size: 100 },
    signal,
  });
  return body.result.results;
}

export const pendingConsultationsQuery = queryOptions({
  queryKey: consultationKeys.pending,
  queryFn: ({ signal }) => listPendingConsultations(signal),
  staleTime: 0,
  refetchInterval: 15_000,
});

export function usePendingConsultations() {
  return useQuery(pendingConsultationsQuery);
}
