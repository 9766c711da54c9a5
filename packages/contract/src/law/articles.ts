import { z } from 'zod';
import { zPage, zResult } from '../envelope.ts';
import { zPersianText } from '../persian-fields.ts';
import { zArticleSlug, zLawArticleRef } from './refs.ts';

/** Where an article's text was taken from: a public repository's file at a commit (and the page it copies). */
export const zLawSource = z.object({
  repository: z.string(),
  commit: z.string(),
  path: z.string(),
  /** The web page the file names as its origin, when it names one. */
  url: z.string().nullable(),
});

/** One law in the list. */
export const zLaw = z.object({
  slug: z.string(),
  title: z.string(),
  /** A short name for references and chips («مدنی», «آ.د.م»). */
  short_title: z.string(),
  /** Year of enactment as the law is known («۱۳۷۹»). */
  year: z.string(),
  /** The date of the text the library holds («متن تا …»), Jalali as written («۱۳۹۱» or «۱۳۹۸/۱۲/۲۸»). */
  text_date: z.string(),
  article_count: z.number().int(),
  /** What the library holds of the law when not the whole («مواد ۱ تا ۳۲۵ از ۵۲۹»); null when whole. */
  coverage_note: z.string().nullable(),
  /** Articles of the law marked as amended after the text's date. */
  amended_count: z.number().int(),
  sources: z.array(zLawSource),
});

/** A heading of the table of contents (کتاب، باب، فصل، مبحث…) and what sits under it. */
export interface TocNode {
  title: string;
  /** The articles directly under the heading, in the law's order: `{slug, number}`. */
  articles: { slug: string; number: string }[];
  children: TocNode[];
}
export const zTocNode: z.ZodType<TocNode> = z.lazy(() =>
  z.object({
    title: z.string(),
    articles: z.array(z.object({ slug: z.string(), number: z.string() })),
    children: z.array(zTocNode),
  }),
);

/** GET laws/{law}/: the law and its table of contents (articles before any heading sit at the root). */
export const zLawDetail = zLaw.extend({ toc: zTocNode });

/** A note (تبصره) of an article, split off its text. */
export const zArticleNote = z.object({ label: z.string(), text: z.string() });

/** An article's neighbour in the law's order. */
export const zArticleNeighbour = z.object({ slug: z.string(), number: z.string() }).nullable();

export const zLawArticle = z.object({
  /** `law/slug`: the id an AI citation, a pin and a link carry. */
  id: z.string(),
  law: z.string(),
  law_title: z.string(),
  slug: z.string(),
  /** The number as the law writes it, Persian digits («۲۱۸ مکرر»). */
  number: z.string(),
  /** «ماده ۲۱۸ مکرر قانون مدنی»: ready for «رونوشت ارجاع». */
  citation: z.string(),
  /** The article's own text with its clauses (بندها), without its notes. */
  text: z.string(),
  notes: z.array(zArticleNote),
  /** The headings above the article, outermost first («کتاب دوم»، «باب اول»…). */
  chapter_path: z.array(z.string()),
  prev: zArticleNeighbour,
  next: zArticleNeighbour,
  source: zLawSource,
  /** The date of the text (the law's `text_date` unless this article's own text is newer). */
  text_date: z.string(),
  /** Amended after the text's date (the reader sees «ممکن است اصلاح شده باشد»). */
  amended: z.boolean(),
  /** Why it is marked amended, when known («اصلاحی ۱۳۸۷/۱۱/۰۶»). */
  amended_note: z.string().nullable(),
  /** Checked against a second source and found equal (after normalization). */
  cross_checked: z.boolean(),
  /** An admin corrected the imported text; the history lists the corrections. */
  corrected: z.boolean(),
  updated_at: z.string().nullable(),
});

/** GET /law/v1/search/?q=&law=&page=&page_size= */
export const zLawSearchQuery = z.object({
  q: zPersianText.pipe(z.string().min(1, { error: 'عبارت جستجو را وارد کنید.' }).max(200)),
  law: z.string().max(40).optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(50).default(20),
});

/** A search hit: the article in short, with the matched passage. */
export const zLawSearchHit = z.object({
  id: z.string(),
  law: z.string(),
  law_title: z.string(),
  slug: z.string(),
  number: z.string(),
  citation: z.string(),
  chapter_path: z.array(z.string()),
  /** A passage of the text around the first match (or the text's start). */
  snippet: z.string(),
  amended: z.boolean(),
});

/**
 * The search's answer: `reference` is set when the query named an article («ماده ۱۱۳۰ مدنی», «م ۳۳۶
 * آدم»): the article itself (null when the library does not hold it); `results` are the word matches.
 */
export const zLawSearchResult = z.object({
  reference: zLawSearchHit.nullable(),
  /** The reference the query was read as, when it was one, even if not found: `{law, article}`. */
  reference_read_as: zLawArticleRef.nullable(),
  count: z.number().int(),
  results: z.array(zLawSearchHit),
});

export const zLawListResponse = zResult(z.array(zLaw));
export const zLawDetailResponse = zResult(zLawDetail);
export const zLawArticleResponse = zResult(zLawArticle);
export const zLawSearchResponse = zResult(zLawSearchResult);

// Pins: an article kept with a case.

export const zPinArticleRequest = z.object({
  law: z.string().min(1).max(40),
  article: zArticleSlug,
  /** Why it matters to the case (optional). */
  note: zPersianText.pipe(z.string().max(500, { error: 'یادداشت حداکثر ۵۰۰ نویسه است.' })).optional(),
});

export const zPinnedArticle = z.object({
  article: zLawSearchHit,
  note: z.string().nullable(),
  pinned_by: z.string(),
  pinned_at: z.string(),
});
export const zPinnedArticlesResponse = zResult(z.array(zPinnedArticle));
export const zPinArticleResponse = zResult(zPinnedArticle.extend({ message: z.string() }));

// Admin corrections.

export const zCorrectArticleRequest = z.object({
  text: zPersianText.pipe(z.string().min(1, { error: 'متن ماده را وارد کنید.' }).max(20000)),
  notes: z.array(zArticleNote).max(30).optional(),
  /** Why the text is corrected (kept in the history). */
  reason: zPersianText.pipe(
    z.string().min(3, { error: 'دلیل اصلاح را بنویسید.' }).max(1000, { error: 'دلیل اصلاح طولانی است.' }),
  ),
  amended: z.boolean().optional(),
  amended_note: zPersianText.pipe(z.string().max(300)).nullable().optional(),
  /** The date of the corrected text (Jalali as written), e.g. «۱۳۸۷/۱۱/۰۶». */
  text_date: zPersianText.pipe(z.string().max(40)).optional(),
});

export const zArticleCorrection = z.object({
  pid: z.string(),
  /** The text and notes before this correction. */
  previous_text: z.string(),
  previous_notes: z.array(zArticleNote),
  text: z.string(),
  notes: z.array(zArticleNote),
  reason: z.string(),
  corrected_by: z.string(),
  created_at: z.string(),
});
export const zCorrectArticleResponse = zResult(zLawArticle.extend({ message: z.string() }));
export const zArticleHistoryResponse = zPage(zArticleCorrection);

export type Law = z.infer<typeof zLaw>;
export type LawDetail = z.infer<typeof zLawDetail>;
export type LawSource = z.infer<typeof zLawSource>;
export type LawArticle = z.infer<typeof zLawArticle>;
export type ArticleNote = z.infer<typeof zArticleNote>;
export type LawSearchQuery = z.output<typeof zLawSearchQuery>;
export type LawSearchHit = z.infer<typeof zLawSearchHit>;
export type LawSearchResult = z.infer<typeof zLawSearchResult>;
export type PinArticleRequest = z.input<typeof zPinArticleRequest>;
export type PinnedArticle = z.infer<typeof zPinnedArticle>;
export type CorrectArticleRequest = z.input<typeof zCorrectArticleRequest>;
export type ArticleCorrection = z.infer<typeof zArticleCorrection>;
