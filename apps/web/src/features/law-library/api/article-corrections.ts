import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ArticleCorrection,
  type CorrectArticleRequest,
  LAW_API,
  type LawArticle,
  type zArticleHistoryResponse,
  type zCorrectArticleResponse,
} from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { lawKeys } from './law-keys';

export async function listCorrections(
  law: string,
  article: string,
  signal?: AbortSignal,
): Promise<ArticleCorrection[]> {
  const body = await request<Infer<typeof zArticleHistoryResponse>>({
    endpoint: `${LAW_API.admin.history(law, article)}?page=1&page_size=50`,
    signal,
  });
  return body.result.results;
}

/** An article's corrections, newest first (admins). */
export function useArticleCorrections(law: string, article: string) {
  return useQuery({
    queryKey: lawKeys.corrections(law, article),
    queryFn: ({ signal }) => listCorrections(law, article, signal),
  });
}

export async function correctArticle(law: string, article: string, correction: CorrectArticleRequest) {
  const body = await request<Infer<typeof zCorrectArticleResponse>>({
    endpoint: LAW_API.admin.article(law, article),
    method: 'PATCH',
    data: correction,
  });
  return body.result;
}

/** Lays an admin's corrected text over the article; its page and its history show it at once. */
export function useCorrectArticle(article: LawArticle) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (correction: CorrectArticleRequest) => correctArticle(article.law, article.slug, correction),
    onSuccess: (corrected) => {
      queryClient.setQueryData(lawKeys.article(article.law, article.slug), corrected);
      return queryClient.invalidateQueries({ queryKey: lawKeys.corrections(article.law, article.slug) });
    },
  });
}
