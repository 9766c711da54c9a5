import {
  type ArticleNote,
  articleSlugOf,
  type Law,
  type LawArticle,
  type LawDetail,
  type LawSearchHit,
  type TocNode,
  toPersianDigits,
} from '@vakilyar/contract';
import { officeSearchKey } from '../office/search-sql.ts';
import { subjectsOf } from './article-subjects.ts';
import { compareKey, fullText, SECOND_SOURCES } from './cross-check.ts';
import reviewed from './data/cross-check-reviewed.json' with { type: 'json' };
import { type ArticleData, LAW_DATA, type LawData } from './library-data.ts';
import { wordPostings } from './word-postings.ts';

/** An admin's correction in force: it replaces the imported text (law_article_corrections, newest). */
export interface ArticleOverride {
  text: string;
  notes: ArticleNote[];
  amended: boolean | null;
  amendedNote: string | null;
  textDate: string | null;
  at: Date;
}

export interface LibraryArticle {
  law: LawData;
  data: ArticleData;
  index: number;
  id: string;
  slug: string;
  number: string;
  citation: string;
  chapterPath: string[];
  /** Checked against a second copy and equal (computed at the first reading). */
  crossChecked: () => boolean;
  /** The searchKey() of number, headings, text and notes, padded with spaces (word-prefix tests). */
  key: string;
}

const NO_SOURCE = { repository: '', commit: '', path: '', url: null };
const DIFFERING = new Set(Object.keys(reviewed));

function crossChecked(law: LawData, data: ArticleData): boolean {
  const other = SECOND_SOURCES[law.slug]?.articles[data.s];
  if (other === undefined || DIFFERING.has(`${law.slug}/${data.s}`)) return false;
  return compareKey(fullText(data)).length > 0;
}

function once<T>(compute: () => T): () => T {
  let value: { v: T } | null = null;
  return () => {
    value ??= { v: compute() };
    return value.v;
  };
}

const keyOf = (parts: string[]) => ` ${officeSearchKey(parts.join(' ')).replace(/[^\p{L}\p{N}]+/gu, ' ')} `;

/**
 * The whole library in memory (about 3,400 articles, 2 MB of text): the imported texts, with the
 * admins' corrections laid over them (`applyOverrides`). Lookups are maps; search scans the keys.
 */
export function createLibrary(laws: LawData[] = LAW_DATA) {
  const bySlug = new Map<
    string,
    { law: LawData; articles: LibraryArticle[]; index: Map<string, LibraryArticle> }
  >();
  const all: LibraryArticle[] = [];
  let overrides = new Map<string, ArticleOverride>();

  for (const law of laws) {
    const articles = law.articles.map((data, index): LibraryArticle => {
      const chapterPath = law.headings[data.h] ?? [];
      const number = data.n;
      return {
        law,
        data,
        index,
        id: `${law.slug}/${data.s}`,
        slug: data.s,
        number,
        citation: `ماده ${number} ${law.title}`,
        chapterPath,
        crossChecked: once(() => crossChecked(law, data)),
        key: keyOf([data.t, ...(data.notes ?? []).map((n) => `${n.label} ${n.text}`)]),
      };
    });
    bySlug.set(law.slug, { law, articles, index: new Map(articles.map((a) => [a.slug, a])) });
    all.push(...articles);
  }

  // Built on the first search: most processes never search the library.
  let holdingWord: ((prefix: string) => Set<number>) | null = null;
  /** Indexes (into `all()`) of the articles holding a word starting with `prefix`. */
  const holding = (prefix: string) => {
    holdingWord ??= wordPostings(all.map((a) => a.key));
    return holdingWord(prefix);
  };
  let subjectKeys: string[] | null = null;
  let holdingSubjectWord: ((prefix: string) => Set<number>) | null = null;
  /** The phrases each article is looked up by (`article-subjects.ts`), as search keys. */
  const subjectKey = (i: number) => {
    subjectKeys ??= all.map((a) => keyOf([...subjectsOf(a.id)]));
    return subjectKeys[i] ?? '';
  };
  /** Indexes of the articles whose phrases hold a word starting with `prefix`. */
  const holdingSubject = (prefix: string) => {
    holdingSubjectWord ??= wordPostings(all.map((_, i) => subjectKey(i)));
    return holdingSubjectWord(prefix);
  };

  const textOf = (a: LibraryArticle) => overrides.get(a.id)?.text ?? a.data.t;
  const notesOf = (a: LibraryArticle) => overrides.get(a.id)?.notes ?? a.data.notes ?? [];
  const amendedOf = (a: LibraryArticle) => {
    const o = overrides.get(a.id);
    if (o && o.amended !== null) return { amended: o.amended, note: o.amendedNote };
    return { amended: Boolean(a.data.amended), note: a.data.amended ?? null };
  };

  function presentLaw(entry: { law: LawData; articles: LibraryArticle[] }): Law {
    const { law, articles } = entry;
    return {
      slug: law.slug,
      title: law.title,
      short_title: law.short_title,
      year: law.year,
      text_date: law.text_date,
      article_count: articles.length,
      coverage_note: law.coverage_note,
      amended_count: articles.filter((a) => amendedOf(a).amended).length,
      sources: law.sources,
    };
  }

  function toc(articles: LibraryArticle[]): TocNode {
    const root: TocNode = { title: '', articles: [], children: [] };
    for (const a of articles) {
      let node = root;
      for (const title of a.chapterPath) {
        let child = node.children.at(-1);
        if (child?.title !== title) {
          child = { title, articles: [], children: [] };
          node.children.push(child);
        }
        node = child;
      }
      node.articles.push({ slug: a.slug, number: a.number });
    }
    return root;
  }

  const neighbour = (articles: LibraryArticle[], i: number) => {
    const a = articles[i];
    return a ? { slug: a.slug, number: a.number } : null;
  };

  function present(a: LibraryArticle): LawArticle {
    const entry = bySlug.get(a.law.slug);
    const o = overrides.get(a.id);
    const { amended, note } = amendedOf(a);
    return {
      id: a.id,
      law: a.law.slug,
      law_title: a.law.title,
      slug: a.slug,
      number: a.number,
      citation: a.citation,
      text: textOf(a),
      notes: notesOf(a),
      chapter_path: a.chapterPath,
      prev: entry ? neighbour(entry.articles, a.index - 1) : null,
      next: entry ? neighbour(entry.articles, a.index + 1) : null,
      source: {
        ...(a.law.sources[a.data.src] ?? a.law.sources[0] ?? NO_SOURCE),
        url: a.data.url ?? a.law.sources[a.data.src]?.url ?? null,
      },
      text_date: o?.textDate ?? (a.data.since ? `${a.law.text_date} (${a.data.since})` : a.law.text_date),
      amended,
      amended_note: note,
      cross_checked: a.crossChecked() && !o,
      corrected: Boolean(o),
      updated_at: o ? o.at.toISOString() : null,
    };
  }

  /** About 220 characters of the text around the first word a search matched, cut between words. */
  function snippet(a: LibraryArticle, words: string[]): string {
    const text = textOf(a);
    // Padded, so that a word is found where a word starts («حق», not the «حق» of «مستحق»).
    const folded = ` ${officeSearchKey(text).replace(/\s/g, ' ')}`;
    const at = words.length
      ? Math.min(...words.map((w) => folded.indexOf(` ${w}`)).filter((i) => i >= 0), text.length)
      : 0;
    const from = at >= text.length ? 0 : Math.max(0, at - 60);
    const space = from > 0 ? text.slice(from).search(/\s/) : -1;
    const start = space >= 0 ? from + space + 1 : from;
    const piece = text.slice(start, start + 220).replace(/\s+/g, ' ');
    return `${start > 0 ? '…' : ''}${piece}${start + 220 < text.length ? '…' : ''}`;
  }

  function hit(a: LibraryArticle, words: string[] = []): LawSearchHit {
    return {
      id: a.id,
      law: a.law.slug,
      law_title: a.law.title,
      slug: a.slug,
      number: a.number,
      citation: a.citation,
      chapter_path: a.chapterPath,
      snippet: snippet(a, words),
      amended: amendedOf(a).amended,
    };
  }

  return {
    laws: () => [...bySlug.values()].map(presentLaw),
    law(slug: string): LawDetail | null {
      const entry = bySlug.get(slug);
      return entry ? { ...presentLaw(entry), toc: toc(entry.articles) } : null;
    },
    find(law: string, slug: string): LibraryArticle | null {
      return bySlug.get(law)?.index.get(slug) ?? null;
    },
    /** The article a number names in a law («۲۱۸ مکرر» or `218-bis`). */
    findByNumber(law: string, number: string): LibraryArticle | null {
      return bySlug.get(law)?.index.get(articleSlugOf(number)) ?? null;
    },
    present,
    hit,
    textOf,
    notesOf,
    all: () => all,
    holding,
    holdingSubject,
    subjectKey,
    lawEntries: () => [...bySlug.values()],
    /** Replaces the corrections laid over the imported texts. */
    applyOverrides(next: Map<string, ArticleOverride>) {
      overrides = next;
      holdingWord = null;
      for (const id of next.keys()) {
        const a = all.find((x) => x.id === id);
        if (a) a.key = keyOf([textOf(a), ...notesOf(a).map((n) => `${n.label} ${n.text}`)]);
      }
    },
    overrideOf: (id: string) => overrides.get(id),
    count: all.length,
    toPersianDigits,
  };
}

export type Library = ReturnType<typeof createLibrary>;
