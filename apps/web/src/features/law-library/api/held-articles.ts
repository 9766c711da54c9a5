import { useQueries } from '@tanstack/react-query';
import type { LawArticleRef, TocNode } from '@vakilyar/contract';
import { getLaw } from './get-law';
import { lawKeys } from './law-keys';

function slugsOf(node: TocNode, into: Set<string>): Set<string> {
  for (const article of node.articles) into.add(article.slug);
  for (const child of node.children) slugsOf(child, into);
  return into;
}

/**
 * Whether the library holds each referenced article, from its law's table of contents (cached with the
 * law's page): `undefined` until the law has answered or when it could not. A link to an article it lacks would only say so.
 */
export function useHeldArticles(refs: LawArticleRef[]): (ref: LawArticleRef) => boolean | undefined {
  const laws = [...new Set(refs.map((ref) => ref.law))];
  const answers = useQueries({
    queries: laws.map((law) => ({
      queryKey: lawKeys.detail(law),
      queryFn: ({ signal }: { signal: AbortSignal }) => getLaw(law, signal),
      staleTime: 600_000,
    })),
  });
  const held = new Map<string, Set<string>>();
  laws.forEach((law, index) => {
    const toc = answers[index]?.data?.toc;
    if (toc) held.set(law, slugsOf(toc, new Set()));
  });
  // A law that has not answered (or failed) leaves its articles as links: the page itself says what it finds.
  return (ref) => held.get(ref.law)?.has(ref.article);
}
