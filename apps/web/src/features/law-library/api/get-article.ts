import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LAW_API, type LawArticle, type zLawArticleResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { lawKeys } from './law-keys';

export async function getArticle(law: string, article: string, signal?: AbortSignal): Promise<LawArticle> {
  // An article the library does not hold is the page's own message («این ماده در کتابخانه نیست»).
  const body = await request<Infer<typeof zLawArticleResponse>>({
    endpoint: LAW_API.article(law, article),
    signal,
    silent: true,
  });
  return body.result;
}

/** One article; the previous one stays on screen while its neighbour loads. */
export function useLawArticle(law: string, article: string) {
  return useQuery({
    queryKey: lawKeys.article(law, article),
    queryFn: ({ signal }) => getArticle(law, article, signal),
    staleTime: 600_000,
    placeholderData: keepPreviousData,
  });
}
