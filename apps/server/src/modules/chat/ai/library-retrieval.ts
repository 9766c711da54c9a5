import type { LawArticleRef } from '@vakilyar/contract';
import type { Executor } from '../../../db/client.ts';
import { sharedLibrary } from '../../law/law.service.ts';
import type { Library } from '../../law/library.ts';
import { officeSearchKey } from '../../office/search-sql.ts';
import { extractKeywords, GENERIC, type Keyword } from './keywords.ts';
import type { RetrievedEntry } from './retrieval.ts';

/** An article answers a question only when it covers at least this share of the question's weight. */
const MIN_COVERAGE = 0.85;
/** What an everyday word of legal talk weighs at most. */
const GENERIC_WEIGHT = 0.7;
/** BM25's saturation and length weight: a word said twice counts more, a long article's words less. */
const K1 = 1.2;
const B = 0.6;

interface Doc {
  entry: Omit<RetrievedEntry, 'coverage' | 'score'>;
  /** searchKey() of the text with spaces around every word. */
  key: string;
  /** searchKey() of the title and headings. */
  heading: string;
}

const padded = (text: string) => ` ${officeSearchKey(text).replace(/[^\p{L}\p{N}]+/gu, ' ')} `;

/** How often any of a keyword's stems starts a word of `key`. */
function frequency(key: string, stems: string[]): number {
  let n = 0;
  for (const stem of stems) {
    const needle = ` ${stem}`;
    for (let at = key.indexOf(needle); at >= 0; at = key.indexOf(needle, at + needle.length)) n += 1;
  }
  return n;
}

/** «قانون مدنی (مصوب ۱۳۰۷)، ماده ۱۱۶۹» → civil-code/1169 when the library holds it (a Q&A entry: null). */
export function libraryRefOfSource(library: Library, source: string): LawArticleRef | null {
  const match = /^(.+?) \(مصوب [^)]*\)، ماده (.+)$/.exec(source);
  if (!match?.[1] || !match[2]) return null;
  const law = library
    .lawEntries()
    .find((e) => e.law.title === match[1] || e.law.title.startsWith(match[1] ?? '-'));
  const article = law ? library.findByNumber(law.law.slug, match[2]) : null;
  return article ? { law: article.law.slug, article: article.slug } : null;
}

/** The library article a knowledge entry quotes, when the library holds it. */
export function libraryArticleOf(
  entry: { kind: string; source: string },
  library: Library = sharedLibrary(),
) {
  return entry.kind === 'law_article' ? libraryRefOfSource(library, entry.source) : null;
}

const ARTICLE_DOCS = new WeakMap<Library, Doc[]>();

/** Each article of the library as a retrieval unit: its text with its notes, cited as «ماده … قانون …». */
function articleDocs(library: Library): Doc[] {
  const cached = ARTICLE_DOCS.get(library);
  if (cached) return cached;
  const docs = library.all().map((a) => {
    const notes = library.notesOf(a);
    const body = [library.textOf(a), ...notes.map((n) => `${n.label}: ${n.text}`)].join('\n');
    return {
      entry: {
        pid: a.id,
        kind: 'law_article',
        title: a.citation,
        body,
        source: `${a.law.title}، ماده ${a.number} (متن تا ${a.law.text_date})`,
        article: { law: a.law.slug, article: a.slug },
      },
      key: a.key,
      heading: padded(a.chapterPath.join(' ')),
    };
  });
  ARTICLE_DOCS.set(library, docs);
  return docs;
}

/**
 * Every library article relevant to a question, best first. A keyword weighs by its
 * rarity across the library (idf), so a word found everywhere («قانون», «دادگاه») cannot make an article
 * relevant alone and a subject word found nowhere («قورمه») counts against every one; an article must cover
 * half of the question's weight and hold one distinctive keyword. Articles are ranked by BM25 over the
 * keywords they hold, a keyword in the title or the headings above the article counting once more.
 */
export async function relevantArticles(
  _db: Executor,
  question: string,
  library: Library = sharedLibrary(),
): Promise<RetrievedEntry[]> {
  const keywords = extractKeywords(question);
  if (!keywords.length) return [];
  const docs = articleDocs(library);
  const total = docs.length;
  const articles = library.all().length;
  const avgLength = docs.reduce((sum, d) => sum + d.key.length, 0) / total;

  // Documents holding each keyword: the library's word index for articles, a scan for the few entries.
  const holders = keywords.map((kw: Keyword) => {
    const set = new Set<number>();
    for (const stem of kw.stems) for (const i of library.holding(stem)) set.add(i);
    for (let i = articles; i < total; i++) {
      if (kw.stems.some((stem) => docs[i]?.key.includes(` ${stem}`))) set.add(i);
    }
    return set;
  });
  const weighed = keywords.map((kw, i) => {
    const idf = Math.log((total + 1) / ((holders[i]?.size ?? 0) + 0.5));
    const generic = GENERIC.has(kw.word) || GENERIC.has(kw.stems[0] ?? '');
    return { kw, idf: generic ? Math.min(idf, GENERIC_WEIGHT) : idf, generic };
  });
  const questionWeight = weighed.reduce((sum, w) => sum + w.idf, 0);
  const distinctive = Math.log((total + 1) / (total / 4 + 0.5));

  const candidates = new Set<number>();
  weighed.forEach((w, i) => {
    if (!w.generic && w.idf >= distinctive) for (const d of holders[i] ?? []) candidates.add(d);
  });

  const scored: RetrievedEntry[] = [];
  for (const i of candidates) {
    const doc = docs[i];
    if (!doc) continue;
    let covered = 0;
    let score = 0;
    weighed.forEach(({ kw, idf }, j) => {
      if (!holders[j]?.has(i)) return;
      covered += idf;
      const tf = frequency(doc.key, kw.stems);
      score += (idf * (tf * (K1 + 1))) / (tf + K1 * (1 - B + (B * doc.key.length) / avgLength));
      if (frequency(doc.heading, kw.stems) > 0) score += idf * 0.5;
      // A definition names its subject first: «بیع عبارت است از …», «تاجر کسی است که …».
      if (frequency(doc.key.slice(0, 40), kw.stems) > 0) score += idf * 0.5;
    });
    const coverage = covered / questionWeight;
    if (coverage >= MIN_COVERAGE) scored.push({ ...doc.entry, coverage, score: score * coverage });
  }
  return scored.sort((a, b) => b.score - a.score);
}
