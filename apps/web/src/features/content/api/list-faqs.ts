import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contentPaths, type FaqListQuery, type zFaqPage } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { CONTENT_STALE_MS, contentKeys } from './content-keys';

export type FaqPage = Infer<typeof zFaqPage>['result'];

/** A page of published questions, by category and a search over questions and answers. */
export async function listFaqs(query: Partial<FaqListQuery>, signal?: AbortSignal): Promise<FaqPage> {
  const body = await request<Infer<typeof zFaqPage>>({ endpoint: contentPaths.faqs, params: query, signal });
  return body.result;
}

export const faqsQuery = (query: Partial<FaqListQuery>) =>
  queryOptions({
    queryKey: contentKeys.faqs(query),
    queryFn: ({ signal }) => listFaqs(query, signal),
    placeholderData: keepPreviousData,
    staleTime: CONTENT_STALE_MS,
  });

export function useFaqs(query: Partial<FaqListQuery>) {
  return useQuery(faqsQuery(query));
}
