import type { TocNode } from '@vakilyar/contract';

/** A heading's key: the indices from the root (`0.3.1`), stable for one law's tree. */
export const childKey = (parent: string, index: number) => (parent ? `${parent}.${index}` : String(index));

/** How many articles a heading holds, its sub-headings' included. */
export function articleTotal(node: TocNode): number {
  return node.articles.length + node.children.reduce((sum, child) => sum + articleTotal(child), 0);
}

/** The keys of the headings above an article, outermost first; empty when it sits at the root or nowhere. */
export function pathToArticle(root: TocNode, slug: string): string[] {
  const walk = (node: TocNode, key: string): string[] | null => {
    if (node.articles.some((article) => article.slug === slug)) return key ? [key] : [];
    for (const [index, child] of node.children.entries()) {
      const below = walk(child, childKey(key, index));
      if (below) return key ? [key, ...below] : below;
    }
    return null;
  };
  return walk(root, '') ?? [];
}
