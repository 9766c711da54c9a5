import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentPaths, type zFaqCategoryListResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { CONTENT_STALE_MS, contentKeys } from './content-keys';

export type FaqCategoryWithCount = Infer<typeof zFaqCategoryListResponse>['result'][number];

/** Categories holding at least one published question, for the filter chips. */
export async function listFaqCategories(signal?: AbortSignal): Promise<FaqCategoryWithCount[]> {
  const body = await request<Infer<typeof zFaqCategoryListResponse>>({
    endpoint: contentPaths.faqCategories,
    signal,
    silent: true,
  });
  return body.result;
}

export const faqCategoriesQuery = queryOptions({
  queryKey: contentKeys.faqCategories,
  queryFn: ({ signal }) => listFaqCategories(signal),
  staleTime: CONTENT_STALE_MS,
});

export function useFaqCategories() {
  return useQuery(faqCategoriesQuery);
}
