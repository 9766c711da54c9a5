import type { LawArticleRef } from '@vakilyar/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { officeSearchKey } from '../../office/search-sql.ts';
import { aiKnowledgeEntries as k } from '../tables/knowledge.ts';
import { extractKeywords, GENERIC, type Keyword } from './keywords.ts';

export interface RetrievedEntry {
  pid: string;
  kind: string;
  title: string;
  body: string;
  source: string;
  /** The library article this entry is (for a link and the citation); null for an admins' entry. */
  article?: LawArticleRef | null;
  /** Share (0..1) of the question's weight this entry covers. */
  coverage: number;
  score: number;
}

/** An entry answers a question only when it covers at least this share of the question's weight. */
const MIN_COVERAGE = 0.5;
/** What an everyday word of legal talk («مهلت» is not one, «روز» is) weighs at most. */
const GENERIC_WEIGHT = 0.7;
/** Trigram word similarity that counts a misspelt keyword as present («تجدیدنظرخواهی» and «تجدیدنظر»). */
const FUZZY = 0.6;

const tsvector = sql`to_tsvector('simple', ${k.searchText})`;
/** Keywords hold letters and digits only (extractKeywords), so they are safe inside a tsquery. */
const prefixes = (stems: string[]) => stems.map((stem) => `${stem}:*`).join(' | ');
const anyQuery = (keywords: Keyword[]) =>
  sql`to_tsquery('simple', ${prefixes(keywords.flatMap((kw) => kw.stems))})`;

/** Whether an entry's text holds a keyword: one of its stems as a word prefix (full-text), or nearly (trigram). */
const holds = (kw: Keyword): SQL =>
  sql`(${tsvector} @@ to_tsquery('simple', ${prefixes(kw.stems)}) or word_similarity(${kw.word}, ${k.searchText}) >= ${FUZZY})`;

/**
 * Every knowledge entry relevant to a question, best first (conversation.ts keeps the best few), or none. Each keyword weighs
 * by its rarity in the knowledge base (idf), so a word found everywhere («قانون», «دادگاه») cannot make an
 * entry relevant alone and a subject word found nowhere («اعدام») counts against every entry; everyday words
 * («روز», «اطلاع») weigh little. An entry must cover half of the question's weight and hold one
 * distinctive keyword (in at most a quarter of the entries). A title holding a keyword counts it twice.
 */
export async function relevantEntries(db: Executor, question: string): Promise<RetrievedEntry[]> {
  const extracted = extractKeywords(question);
  if (extracted.length === 0) return [];

  const [stats] = await db
    .select({
      total: sql<number>`count(*)::int`,
      found: sql<number[]>`array[${sql.join(
        extracted.map((kw) => sql`(count(*) filter (where ${holds(kw)}))::int`),
        sql`, `,
      )}]`,
    })
    .from(k)
    .where(sql`${k.isActive}`);
  const total = stats?.total ?? 0;
  if (total === 0) return [];
  const weighed = extracted.map((kw, i) => {
    const idf = Math.log((total + 1) / ((stats?.found[i] ?? 0) + 0.5));
    return GENERIC.has(kw.word) || GENERIC.has(kw.stems[0] ?? '')
      ? { kw, idf: Math.min(idf, GENERIC_WEIGHT), generic: true }
      : { kw, idf, generic: false };
  });
  const keywords = weighed.map((w) => w.kw);
  const questionWeight = weighed.reduce((sum, w) => sum + w.idf, 0);
  const distinctive = Math.log((total + 1) / (total / 4 + 0.5));

  const fuzzyAny = sql.join(
    keywords.map((kw) => sql`${kw.word} <% ${k.searchText}`),
    sql` or `,
  );
  const rank = sql<number>`ts_rank_cd(${tsvector}, ${anyQuery(keywords)})`;
  const candidates = await db
    .select({
      pid: k.pid,
      kind: k.kind,
      title: k.title,
      body: k.body,
      source: k.source,
      rank,
      matched: sql<boolean[]>`array[${sql.join(keywords.map(holds), sql`, `)}]`,
    })
    .from(k)
    .where(sql`${k.isActive} and (${tsvector} @@ ${anyQuery(keywords)} or ${fuzzyAny})`)
    .orderBy(sql`${rank} desc`)
    .limit(50);

  const scored = candidates.map(({ matched, rank: textRank, ...entry }) => {
    const titleWords = officeSearchKey(entry.title).split(/[^\p{L}\p{N}]+/u);
    let covered = 0;
    let score = textRank;
    let sharpest = 0;
    weighed.forEach(({ kw, idf, generic }, i) => {
      if (!matched[i]) return;
      covered += idf;
      if (!generic) sharpest = Math.max(sharpest, idf);
      const inTitle = titleWords.some((w) => kw.stems.some((stem) => w.startsWith(stem)));
      score += inTitle ? idf * 2 : idf;
    });
    return { ...entry, coverage: covered / questionWeight, score, sharp: sharpest >= distinctive };
  });
  return scored
    .filter((e) => e.sharp && e.coverage >= MIN_COVERAGE)
    .sort((a, b) => b.score - a.score)
    .map(({ sharp: _, ...entry }) => entry);
}
