/** The first position of a sorted list whose word is not before `word`. */
export function lowerBound(sorted: readonly string[], word: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] ?? '') < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The words of some texts, sorted, each with the texts holding it: a query word is a prefix range. */
export function wordPostings(keys: readonly string[]): (prefix: string) => Set<number> {
  const postings = new Map<string, number[]>();
  keys.forEach((key, i) => {
    for (const word of new Set(key.trim().split(' '))) {
      if (!word) continue;
      const list = postings.get(word);
      if (list) list.push(i);
      else postings.set(word, [i]);
    }
  });
  const sorted = [...postings.keys()].sort();
  /** Indexes (into `keys`) of the texts holding a word starting with `prefix`. */
  return (prefix) => {
    const out = new Set<number>();
    for (let i = lowerBound(sorted, prefix); i < sorted.length && sorted[i]?.startsWith(prefix); i++) {
      for (const n of postings.get(sorted[i] ?? '') ?? []) out.add(n);
    }
    return out;
  };
}
