import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ConsultantProfile, chatPaths, type zConsultantProfileResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { consultationKeys } from './consultation-keys';

/** An approved consultant's public profile; anyone may read it, signed in or not. */
export async function getConsultant(pid: string, signal?: AbortSignal): Promise<ConsultantProfile> {
  const body = await request<Infer<typeof zConsultantProfileResponse>>({
    endpoint: chatPaths.consultation.consultant(pid),
    signal,
  });
  return body.result;
}

export const consultantQuery = (pid: string) =>
  queryOptions({
    queryKey: consultationKeys.consultant(pid),
    queryFn: ({ signal }) => getConsultant(pid, signal),
  });

export function useConsultant(pid: string) {
  return useQuery(consultantQuery(pid));
}
