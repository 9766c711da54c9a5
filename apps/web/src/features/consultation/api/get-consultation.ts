import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Consultation, chatPaths, type zConsultationResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { consultationKeys } from './consultation-keys';

/** One of my consultations, with what I may do with it now (`can_rate`, `can_dispute`). */
export async function getConsultation(pid: string, signal?: AbortSignal): Promise<Consultation> {
  const body = await request<Infer<typeof zConsultationResponse>>({
    endpoint: chatPaths.consultation.detail(pid),
    signal,
  });
  return body.result;
}

export const consultationQuery = (pid: string) =>
  queryOptions({
    queryKey: consultationKeys.detail(pid),
    queryFn: ({ signal }) => getConsultation(pid, signal),
  });

export function useConsultation(pid: string) {
  return useQuery(consultationQuery(pid));
}
