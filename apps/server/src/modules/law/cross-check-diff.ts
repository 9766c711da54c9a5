import { explainedKey, fullText, SECOND_SOURCES } from './cross-check.ts';
import { LAW_DATA } from './library-data.ts';

export interface Difference {
  /** `law/slug`. */
  id: string;
  /** The comparison forms around the first place the copies part: ours, then the second copy's. */
  ours: string;
  theirs: string;
}

/** Where the two copies of an article part, in their comparison forms (a window around the first difference). */
export function differenceOf(a: string, b: string): { ours: string; theirs: string } | null {
  if (a === b) return null;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  let j = 0;
  while (j < a.length - i && j < b.length - i && a[a.length - 1 - j] === b[b.length - 1 - j]) j++;
  const from = Math.max(0, i - 8);
  return {
    ours: a.slice(from, Math.min(a.length - j + 3, i + 40)),
    theirs: b.slice(from, Math.min(b.length - j + 3, i + 40)),
  };
}

/** Every article held in a second copy whose text differs after the explained differences are folded. */
export function crossCheck(): { compared: number; differences: Difference[] } {
  let compared = 0;
  const differences: Difference[] = [];
  for (const law of LAW_DATA) {
    const second = SECOND_SOURCES[law.slug];
    if (!second) continue;
    for (const article of law.articles) {
      const other = second.articles[article.s];
      if (other === undefined) continue;
      compared += 1;
      const diff = differenceOf(explainedKey(fullText(article), law.slug), explainedKey(other, law.slug));
      if (diff) differences.push({ id: `${law.slug}/${article.s}`, ...diff });
    }
  }
  return { compared, differences };
}
