import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentPaths, type Faq, type zFaqResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { CONTENT_STALE_MS, contentKeys } from './content-keys';

/** One published question; a 404 is shown on the page rather than toasted. */
export async function getFaq(pid: string, signal?: AbortSignal): Promise<Faq> {
  const body = await request<Infer<typeof zFaqResponse>>({
    endpoint: contentPaths.faq(pid),
    signal,
    silent: true,
  });
  return body.result;
}

export const faqQuery = (pid: string) =>
  queryOptions({
    queryKey: contentKeys.faq(pid),
    queryFn: ({ signal }) => getFaq(pid, signal),
    staleTime: CONTENT_STALE_MS,
    retry: false,
  });

export function useFaq(pid: string) {
  return useQuery(faqQuery(pid));
}
