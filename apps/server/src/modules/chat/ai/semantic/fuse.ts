import type { LegalIndex, RetrievedEntry } from '../legal-index.ts';
import { unitAt } from '../legal-index.ts';
import type { SemanticSearch } from './semantic-search.ts';

/** What semantic retrieval needs beside the index: the search, its threshold, where its failures go. */
export interface SemanticRetrieval {
  search: SemanticSearch;
  /** Cosine similarity a unit must reach to be offered at all (it depends on the embeddings model). */
  minSimilarity: number;
  onError?: (error: unknown) => void;
}

/** Units compared to the question; and how far behind the nearest one a unit may be and still count. */
const CANDIDATES = 10;
const SPREAD = 0.05;
/** Reciprocal rank fusion's damping: the usual 60 (Cormack et al., 2009). */
const RRF_K = 60;

/**
 * Keyword and semantic results as one list (reciprocal rank fusion): a unit both find ranks first, and one
 * only the embeddings find (everyday wording that shares no word with the law) can still answer. Ties keep
 * the keyword order.
 */
export function fuse(keyword: RetrievedEntry[], semantic: RetrievedEntry[], limit: number): RetrievedEntry[] {
  const fused = new Map<string, { entry: RetrievedEntry; score: number; order: number }>();
  for (const list of [keyword, semantic]) {
    list.forEach((entry, rank) => {
      const score = 1 / (RRF_K + rank + 1);
      const known = fused.get(entry.pid);
      if (known) known.score += score;
      else fused.set(entry.pid, { entry, score, order: fused.size });
    });
  }
  return [...fused.values()]
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map(({ entry, score }) => ({ ...entry, score }));
}

/**
 * The keyword results with the units nearest the question added; keeps the embeddings current in the
 * background, and when the provider fails answers with the keyword results alone.
 */
export async function withNearest(
  semantic: SemanticRetrieval,
  index: LegalIndex,
  text: string,
  keyword: RetrievedEntry[],
  limit: number,
): Promise<RetrievedEntry[]> {
  semantic.search.refresh(index).catch((error: unknown) => semantic.onError?.(error));
  try {
    const near = await semantic.search.nearest(index, text, CANDIDATES);
    const top = near[0]?.similarity ?? 0;
    const close = near.filter((n) => n.similarity >= semantic.minSimilarity && n.similarity >= top - SPREAD);
    const entries = close.flatMap((n) => {
      const unit = unitAt(index, n.position);
      return unit ? [{ ...unit.entry, coverage: n.similarity, score: n.similarity }] : [];
    });
    return fuse(keyword, entries, limit);
  } catch (error) {
    semantic.onError?.(error);
    return keyword;
  }
}
