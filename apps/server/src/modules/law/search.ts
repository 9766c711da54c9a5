import type { LawArticleRef, LawSearchResult } from '@vakilyar/contract';
import { officeSearchKey } from '../office/search-sql.ts';
import type { Library, LibraryArticle } from './library.ts';

/** A query folded for references: normalized, dots and ZWNJs as spaces, padded with spaces. */
export const foldReference = (text: string) =>
  ` ${officeSearchKey(text)
    .replace(/[.\u200c]/g, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

/** Words that say «article» or «law» in a reference and name nothing themselves. */
const REFERENCE_WORDS = new Set(['ماده', 'م', 'قانون', 'ق', 'مواد', 'اصلاحی', 'از']);

/** Each law's names in references, longest first: «آ.د.م» → «ا د م», «مدنی», «ق م». */
function aliasesOf(library: Library) {
  const out: { law: string; alias: string }[] = [];
  for (const { law } of library.lawEntries()) {
    for (const name of [law.title, law.short_title, ...law.aliases]) {
      const alias = foldReference(name).trim();
      out.push({ law: law.slug, alias }, { law: law.slug, alias: alias.replace(/ /g, '') });
    }
  }
  return out.sort((a, b) => b.alias.length - a.alias.length);
}

const NUMBER = /(?:^| )(\d{1,4})(?: (مکرر)(?: (\d{1,2}))?)?(?= |$)/;

/**
 * The article a query names, when it names one: a number («ماده ۱۱۳۰», «م ۳۳۶», «۲۱۸ مکرر») and a law
 * by any of its names («مدنی», «آ.د.م», «آدم», «ق.م», «چک»). Null when either is missing.
 */
export function readReference(library: Library, query: string): LawArticleRef | null {
  const folded = foldReference(query);
  const number = NUMBER.exec(folded.trim());
  if (!number) return null;
  const rest = ` ${folded.replace(number[0], ' ').trim()} `;
  const words = rest
    .trim()
    .split(' ')
    .filter((w) => w && !REFERENCE_WORDS.has(w));
  const text = ` ${words.join(' ')} `;
  const aliases = aliasesOf(library);
  // «ق.م» and «آ.د.م» are made of the very letters «ماده» and «قانون» are shortened to: whole text first.
  const match =
    aliases.find(({ alias }) => alias && rest.includes(` ${alias} `)) ??
    aliases.find(({ alias }) => alias && (text.includes(` ${alias} `) || words.join('') === alias));
  if (!match) return null;
  const bis = number[2] ? (number[3] ? `-bis-${number[3]}` : '-bis') : '';
  return { law: match.law, article: `${number[1]}${bis}` };
}

/** The words a search looks for: normalized, without «ماده»-like words; at most eight. */
export function queryWords(query: string): string[] {
  return [...new Set(foldReference(query).trim().split(' '))]
    .filter((w) => w.length >= 2 || /\d/.test(w))
    .filter((w) => w !== 'ماده' && w !== 'قانون')
    .slice(0, 8);
}

/** What a word found only in the phrases an article is looked up by counts, against 1 in its text. */
const SUBJECT_MATCH = 0.5;

/**
 * Articles holding every word of the query as a word prefix, in their text or in the phrases they are looked
 * up by («حق حبس زوجه» finds art. 1085, whose text never says it), best first: words in the text, more
 * occurrences, then the law's order.
 */
export function searchWords(library: Library, words: string[], law?: string): LibraryArticle[] {
  if (!words.length) return [];
  const inText = words.map((w) => library.holding(w));
  const inSubject = words.map((w) => library.holdingSubject(w));
  const sets = words
    .map((_, i) => new Set([...(inText[i] ?? []), ...(inSubject[i] ?? [])]))
    .sort((a, b) => a.size - b.size);
  const [first, ...rest] = sets;
  const all = library.all();
  const scored: { a: LibraryArticle; score: number }[] = [];
  for (const i of first ?? []) {
    if (!rest.every((set) => set.has(i))) continue;
    const a = all[i];
    if (!a || (law && a.law.slug !== law)) continue;
    let score = 0;
    words.forEach((w, j) => {
      if (!inText[j]?.has(i)) {
        score += SUBJECT_MATCH;
        return;
      }
      const needle = ` ${w}`;
      const at = a.key.indexOf(needle);
      score += 1 + (a.key.indexOf(needle, at + needle.length) >= 0 ? 0.5 : 0);
    });
    // Short articles that hold the words say more about them than long ones.
    scored.push({ a, score: score - a.key.length / 20000 });
  }
  return scored.sort((x, y) => y.score - x.score || x.a.index - y.a.index).map((s) => s.a);
}

export function searchLibrary(
  library: Library,
  query: { q: string; law?: string; page: number; page_size: number },
): LawSearchResult {
  const reference = readReference(library, query.q);
  const found = reference ? library.find(reference.law, reference.article) : null;
  const words = reference ? [] : queryWords(query.q);
  const matches = searchWords(library, words, query.law);
  const start = (query.page - 1) * query.page_size;
  return {
    reference: found ? library.hit(found) : null,
    reference_read_as: reference,
    count: matches.length,
    results: matches.slice(start, start + query.page_size).map((a) => library.hit(a, words)),
  };
}
