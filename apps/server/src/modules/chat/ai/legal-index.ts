import { articleSlugOf, type LawArticleRef } from '@vakilyar/contract';
import type { Library, LibraryArticle } from '../../law/library.ts';
import { lowerBound } from '../../law/word-postings.ts';
import { officeSearchKey } from '../../office/search-sql.ts';
import {
  ASKED_TERMS,
  extractKeywords,
  GENERIC,
  type Keyword,
  LAW_MARKERS,
  LEGAL_TERMS,
  STOPWORDS,
} from './keywords.ts';
import type { KnowledgeRow, KnowledgeSnapshot } from './knowledge-snapshot.ts';
import { trailingHeadings } from './trailing-headings.ts';

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

/** A keyword of the message asked (weight 1) or of the earlier question it follows up (less). */
export interface WeightedKeyword {
  kw: Keyword;
  weight: number;
  own: boolean;
}

/**
 * A retrieval unit: one article of the library with its notes (and the titles and tags of the knowledge
 * entries quoting it), or a knowledge entry the library does not hold (an admins' Q&A, a law it lacks).
 */
interface Unit {
  article: LibraryArticle | null;
  row: KnowledgeRow | null;
  /** searchKey() of the chapter path (an article) or of the source (an entry), padded with spaces. */
  heading: string;
  /** searchKey() of the curated titles and tags, padded; an entry's own title and tags. */
  curated: string;
  /** searchKey() of the phrases an article is looked up by (`Library.subjectKey`), padded; empty for an entry. */
  subject: string;
  /** searchKey() of an entry's body (an article's is `article.key`, which follows corrections). */
  body: string;
  /** searchKey() of the heading an article's text ends with (`trailingHeadings`), padded: not its text. */
  trailing: string;
  /** The first article under its headings: a chapter opens with its general rule or definition. */
  opening: boolean;
}

export interface LegalIndex {
  units: Unit[];
  headingGroups: { key: string; units: number[] }[];
  /** Units past the library's articles, and articles with curated text: scanned, not indexed. */
  scanned: number[];
  /** The words of law, sorted: the library's heading words and the legal terms of keywords.ts. */
  vocabulary: string[];
  /** Every word of the library's articles and of the knowledge entries: what a stem must still be. */
  words: Set<string>;
  library: Library;
}

/** BM25's saturation and length weight. */
const K1 = 1.2;
const B = 0.45;
/** A keyword in the headings above an article, or in a curated title or tag, counts this many times more. */
const HEADING_WEIGHT = 1.5;
const CURATED_WEIGHT = 2.5;
/** A keyword in the phrases an article is looked up by counts this many times more. */
const SUBJECT_WEIGHT = 1.5;
/** A heading's word in the article that opens the chapter counts this many times more. */
const OPENING_WEIGHT = 4;
/**
 * A keyword in the first characters of an article counts this many times more: an article names its
 * subject first («کارگر از لحاظ این قانون کسی است…», «جنون هر یک از زوجین…»), a neighbour only mentions it.
 */
const LEAD_WEIGHT = 1.5;
const LEAD_LENGTH = 40;
/** What a word counts that only starts with a keyword's stem and is another word («مالیات» for «مال»). */
const PARTIAL_MATCH = 0.5;
/** A unit answers only when it holds at least this share of the message's weight. */
const MIN_COVERAGE = 0.65;
/** What an everyday word of legal talk weighs at most. */
const GENERIC_WEIGHT = 0.7;
/** What a word of the facts weighs at most, and the share of the message's words of law a unit must hold. */
const FACT_WEIGHT = 2;
const MIN_LEGAL_COVERAGE = 0.7;
/**
 * What a word of the facts counts toward coverage in a unit holding the question's words of law: «همسایه
 * شیشه مغازه‌ام رو شکسته» tells what happened, «شکسته» (تلف) and «خسارت» what the answer is about, and no
 * article names the shop's glass. The question has two words of law at least; the unit holds every legal
 * term and what the question asks («مهلت»), and `MIN_LEGAL_COVERAGE` of them with the layperson's words for
 * one, which may tell the facts too («زنش»).
 */
const FACT_SHARE = 0.3;
/** A definition's subject counts this many times more when the question asks what something is. */
const DEFINITION_WEIGHT = 3;
/**
 * And the unit that defines it ranks this much higher (times the share of the question it defines): a
 * word's frequency saturates, so among a chapter's articles that all name «کارگر» the definition would
 * otherwise rank no higher than its neighbours.
 */
const DEFINES_BONUS = 0.5;
/**
 * The article that opens a chapter ranks this much higher whatever the words: it states the chapter's rule or
 * definition («دادگاه … دستور موقت صادر می‌نماید»), the articles after it its details and exceptions.
 */
const OPENING_BOOST = 1.15;
/**
 * And an article that defines («… عبارت است از», «… کسی است که») ranks this much higher when the question
 * does not ask what something is (when it does, `DEFINES_BONUS` weighs what it defines): it states the rule.
 */
const DEFINING_BOOST = 1.2;
/** A unit of a law the question names («طبق قانون کار») ranks this many times higher. */
const NAMED_LAW_BOOST = 2;
/** How many units a search returns at most (the answer quotes the best few of them). */
const RESULTS = 10;
/** The words of headings that only say where a chapter sits, or of place, order and kind: no subject. */
const HEADING_MARKERS = new Set(
  `کتاب باب فصل مبحث بخش قسمت اول دوم سوم چهارم پنجم ششم هفتم هشتم نهم دهم یازدهم دوازدهم سیزدهم چهاردهم
  پانزدهم شانزدهم هفدهم هجدهم نوزدهم بیستم کلیات مقررات مختلفه سایر عمومی خصوصی کلی
  خارج داخل کشور ایران مواد مربوط ترتیب طرز اشخاص مختلف فقره`
    .split(/\s+/)
    .map(officeSearchKey),
);

export const padded = (text: string) => ` ${officeSearchKey(text).replace(/[^\p{L}\p{N}]+/gu, ' ')} `;

/** A knowledge entry's source: «قانون مدنی (مصوب ۱۳۰۷)، ماده ۱۱۶۹», «… تبصره ۱ ماده ۱۰۸۲». */
const SOURCE = /^(.+?) \(مصوب [^)]*\)، (?:تبصره[^،]*? )?ماده (.+)$/;

/** «قانون مدنی (مصوب ۱۳۰۷)، ماده ۱۱۶۹» (or «… تبصره ۱ ماده ۱۰۸۲») → civil-code/1169 when the library holds it. */
export function libraryArticleOfSource(library: Library, source: string): LibraryArticle | null {
  const match = SOURCE.exec(source);
  if (!match?.[1] || !match[2]) return null;
  const title = match[1];
  const law = library.lawEntries().find((e) => e.law.title === title || e.law.title.startsWith(title));
  return law ? library.findByNumber(law.law.slug, match[2]) : null;
}

/** The knowledge entries quoting an article the library lacks («ماده ۳۳۶» of a law it holds in part). */
export function entriesQuoting(index: LegalIndex, ref: LawArticleRef): RetrievedEntry[] {
  const title = index.library.lawEntries().find((e) => e.law.slug === ref.law)?.law.title;
  if (!title) return [];
  return index.units
    .filter((unit) => {
      const match = unit.row ? SOURCE.exec(unit.row.source) : null;
      return match?.[1] && match[2] && title.startsWith(match[1]) && articleSlugOf(match[2]) === ref.article;
    })
    .map((unit) => ({ ...entryOf(index, unit), coverage: 1, score: Number.POSITIVE_INFINITY }));
}

/** The endings a word takes and stays the same word: plural, adjectival, possessive, ezafe. */
const INFLECTIONS = new Set('ها های هایی ی ای یی ان ات ین ه ش م ت مان'.split(' '));

/**
 * How often any of a keyword's stems starts a word of `key` (a stem of two letters: is a word). A word that
 * only starts with the stem and goes on to another word («مالک», «مالیات» of «مال») counts `partial`.
 */
export function frequency(key: string, stems: string[], partial = 1): number {
  let n = 0;
  for (const stem of stems) {
    const needle = stem.length <= 2 ? ` ${stem} ` : ` ${stem}`;
    for (let at = key.indexOf(needle); at >= 0; at = key.indexOf(needle, at + needle.length - 1)) {
      const start = at + needle.length;
      const end = key.indexOf(' ', start);
      const rest = stem.length <= 2 ? '' : key.slice(start, end < 0 ? undefined : end);
      n += rest === '' || INFLECTIONS.has(rest) ? 1 : partial;
    }
  }
  return n;
}

const INDEXES = new WeakMap<Library, { version: string; index: LegalIndex }>();

/** The index over the library and the knowledge base's active entries, rebuilt when the entries change. */
export function legalIndex(library: Library, knowledge: KnowledgeSnapshot): LegalIndex {
  const cached = INDEXES.get(library);
  if (cached?.version === knowledge.version) return cached.index;
  const headings = trailingHeadings(library);
  const units: Unit[] = library.all().map((article, i) => ({
    article,
    row: null,
    heading: padded([...article.chapterPath, ...(headings[i]?.recovered ?? [])].join(' ')),
    curated: '',
    subject: library.subjectKey(i),
    body: '',
    trailing: headings[i]?.trailing ? padded(headings[i].trailing) : '',
    opening: false,
  }));
  const scanned: number[] = [];
  const vocabulary = new Set(LEGAL_TERMS);
  const addWords = (text: string) => {
    for (const word of officeSearchKey(text).split(/[^\p{L}\p{N}]+/u)) {
      if (word.length >= 3 && !STOPWORDS.has(word) && !GENERIC.has(word) && !HEADING_MARKERS.has(word))
        vocabulary.add(word);
    }
  };
  for (const row of knowledge.rows) {
    const article = row.kind === 'law_article' ? libraryArticleOfSource(library, row.source) : null;
    const at = article ? library.all().indexOf(article) : -1;
    const unit = units[at];
    const curated = [row.title, ...row.tags].join(' ');
    if (unit) {
      if (!unit.curated) scanned.push(at);
      unit.curated += padded(curated);
    } else {
      scanned.push(units.length);
      units.push({
        article: null,
        row,
        heading: padded(row.source),
        curated: padded(curated),
        subject: '',
        body: padded(row.body),
        trailing: '',
        opening: false,
      });
    }
  }
  const groups = new Map<string, number[]>();
  units.forEach((unit, i) => {
    if (!unit.article) return;
    const list = groups.get(unit.heading);
    if (list) list.push(i);
    else {
      groups.set(unit.heading, [i]);
      unit.opening = unit.heading.trim() !== '';
    }
  });
  const words = new Set<string>();
  for (const unit of units) {
    for (const word of `${bodyOf(unit)}${unit.heading}${unit.curated}${unit.subject}`.split(' '))
      words.add(word);
  }
  for (const key of groups.keys()) addWords(key);
  for (const word of [...vocabulary]) for (const one of singularsOf(word, words)) vocabulary.add(one);
  const index: LegalIndex = {
    units,
    headingGroups: [...groups].map(([key, list]) => ({ key, units: list })),
    scanned,
    vocabulary: [...vocabulary].sort(),
    words,
    library,
  };
  INDEXES.set(library, { version: knowledge.version, index });
  return index;
}

/**
 * The singular of a heading's plural in «ات», when the library writes it: a heading «در امارات» makes
 * «اماره» a word of law, «تعهدات» «تعهد».
 */
function singularsOf(word: string, words: Set<string>): string[] {
  if (!word.endsWith('ات') || word.length < 5) return [];
  const stem = word.slice(0, -2);
  return [stem, `${stem}ه`].filter((one) => words.has(one));
}

/** «… سه طبقه‌اند», «… بر دو قسم است»: an article opening with the classes of what it names. */
const DIVISION =
  /^ (?:[^ ]+ ){1,9}(?:بر )?(?:دو|سه|چهار|پنج|شش) (?:طبقه|قسم|نوع|دسته) ?(?:اند|است|می باشد|میباشد) /;

/** «… شرط است», «… شرایط ذیل/زیر …» within an article's first words: it lists the conditions of its subject. */
const CONDITIONS = /^ (?:[^ ]+ ){1,9}(?:شرط است|شرایط (?:ذیل|زیر))/;

/**
 * «غصب، استیلا بر حق غیر است …»: an article whose first clause says what its first word is, not when or
 * whether it applies («دستور موقت پس از ابلاغ قابل اجرا است», «… ممکن است …»).
 */
function statesWhatItIs(body: string): boolean {
  const clause = /^ [^ ]+ (?:[^ ]+ ){1,6}(?=است (?!که ))/.exec(body)?.[0];
  return (
    clause !== undefined && !/ (?:پس|قبل|صورت|اگر|هرگاه|قابل|ممکن|لازم|ممنوع|مجاز|ضروری|الزامی) /.test(clause)
  );
}

/**
 * The words a definition defines: «بیع عبارت است از …», «تاجر کسی است که …», «… را حق شفعه گویند». The
 * start of the text when it defines, and the words before «گویند»/«نامند»; empty when it defines nothing.
 */
function definedIn(body: string): string {
  const naming = / ((?:[^ ]+ ){1,7}[^ ]+) (?:می)?(?:گویند|نامند|نامیده) /.exec(body);
  // «… عبارت است از», «… کسی است که», «شرکت … شرکتی است که», a list: «اشخاص ذیل محجور…», «… از قرار ذیل است»,
  // «… شامل موارد زیر است»,
  // and a division: «اشخاصی که به موجب نسب ارث می‌برند سه طبقه‌اند».
  // And the conditions of a thing: «در شاهد، بلوغ، عقل … شرط است», «برای صحت هر معامله شرایط ذیل اساسی است».
  const defines =
    /^ (?:[^ ]+ ){1,6}(?:عبارت|کسی است|[^ ]+ی است که|است که|از قرار ذیل|به شرح|شامل موارد)|^ (?:[^ ]+ ){1,2}ذیل /.test(
      body,
    ) ||
    DIVISION.test(body) ||
    statesWhatItIs(body) ||
    CONDITIONS.test(body);
  return `${defines ? body.slice(0, 30) : ''}${naming ? ` ${naming[1]} ` : ''}`;
}

const BODIES = new WeakMap<Unit, { key: string; body: string }>();

const bodyOf = (unit: Unit) => {
  if (!unit.article) return unit.body;
  const { key } = unit.article;
  const cached = BODIES.get(unit);
  if (cached?.key === key) return cached.body;
  // The civil code writes the ezafe after «ه» apart («وعده‌ی ازدواج»): a term of two words reads through it.
  const body = (unit.trailing ? key.replace(unit.trailing, ' ') : key).replace(/ ی(?= )/g, '');
  BODIES.set(unit, { key, body });
  return body;
};

/** The units holding a keyword in any field. */
function holders(index: LegalIndex, kw: Keyword): Set<number> {
  const found = new Set<number>();
  for (const stem of kw.stems) {
    const [first = stem] = stem.split(' ');
    const exact = stem.includes(' ') || stem.length <= 2;
    for (const i of index.library.holding(first)) {
      const unit = index.units[i];
      if (!unit) continue;
      if ((!exact && !unit.trailing) || frequency(bodyOf(unit), [stem]) > 0) found.add(i);
    }
  }
  for (const stem of kw.stems) {
    for (const i of index.library.holdingSubject(stem.split(' ')[0] ?? stem)) {
      if (frequency(index.units[i]?.subject ?? '', [stem]) > 0) found.add(i);
    }
  }
  for (const group of index.headingGroups) {
    if (frequency(group.key, kw.stems) > 0) for (const i of group.units) found.add(i);
  }
  for (const i of index.scanned) {
    const unit = index.units[i];
    if (unit && frequency(`${unit.curated}${bodyOf(unit)}${unit.heading}`, kw.stems) > 0) found.add(i);
  }
  return found;
}

function inVocabulary(vocabulary: string[], word: string): boolean {
  return vocabulary[lowerBound(vocabulary, word)] === word;
}

/** The words of the names of the laws a question names: «دادرسی», «مدنی» of «آیین دادرسی مدنی». */
function nameWordsOf(index: LegalIndex, laws: Set<string>): Set<string> {
  const known = (word: string) => index.words.has(word);
  return new Set(
    index.library
      .lawEntries()
      .filter((e) => laws.has(e.law.slug))
      .flatMap((e) => [e.law.title, e.law.short_title, ...e.law.aliases])
      .flatMap((name) => extractKeywords(name, known).map((kw) => kw.word)),
  );
}

/** Whether a word of a question is a word of law: a word of the library's headings or a legal term. */
export function isLegalWord(index: LegalIndex, kw: Keyword): boolean {
  return (
    kw.phrase === true ||
    inVocabulary(index.vocabulary, kw.word) ||
    inVocabulary(index.vocabulary, kw.stems[0] ?? kw.word)
  );
}

/**
 * Whether a word makes a question one about law: a word of law, or a layperson's word standing for a legal
 * term («برداشته» for «غصب»). It still weighs as a word of the facts: the question says it in its own words.
 */
export const speaksOfLaw = (index: LegalIndex, kw: Keyword) =>
  isLegalWord(index, kw) || kw.stems.some((stem) => LEGAL_TERMS.has(stem) || LAW_MARKERS.has(stem));

/**
 * Whether a question's words make it one of law: one speaks of law, or two are layperson's words for the
 * law's («بچه تا چند سالگی پیش مادر میمونه؟»); one alone may be everyday talk («بچه رو از شیر بگیرم»).
 */
export const asksOfLaw = (index: LegalIndex, keywords: Keyword[]) =>
  keywords.some((kw) => speaksOfLaw(index, kw)) ||
  keywords.filter((kw) => kw.lay && !isGeneric(kw)).length >= 2;

/**
 * An everyday word of legal talk, or a number: «۱۱۰ سکه» is «یکصد و ده سکه» in the law, so a number
 * neither decides nor spoils a match. «بی دلیل» is as everyday as «دلیل».
 */
export const isGeneric = (kw: Keyword) =>
  /^\d+$/.test(kw.word) || GENERIC.has(kw.word.replace(/^بی /, '')) || GENERIC.has(kw.stems[0] ?? '');

/** How many units hold a keyword (0: a word the library and the knowledge base never use). */
export const unitsHolding = (index: LegalIndex, kw: Keyword) => holders(index, kw).size;

/** «قانون مدنی، ماده ۶۵۲؛ متن تا حدود ۱۳۹۱»: what an answer names as an article's source. */
export function articleSource(article: LibraryArticle): string {
  const date = article.law.text_date;
  const text = /^[0-9۰-۹]|^حدود/.test(date)
    ? `متن تا ${date}`
    : date.startsWith('متن')
      ? date
      : `متن ${date}`;
  return `${article.law.title}، ماده ${article.number}؛ ${text}`;
}

/** A library article as a retrieved entry: what a question naming it («ماده ۱۱۳۰ مدنی») is answered with. */
export function articleEntry(library: Library, article: LibraryArticle): RetrievedEntry {
  return { ...libraryEntryOf(library, article), coverage: 1, score: Number.POSITIVE_INFINITY };
}

function libraryEntryOf(
  library: Library,
  article: LibraryArticle,
): Omit<RetrievedEntry, 'coverage' | 'score'> {
  const notes = library.notesOf(article);
  return {
    pid: article.id,
    kind: 'law_article',
    title: article.citation,
    body: [library.textOf(article), ...notes.map((n) => `${n.label}: ${n.text}`)].join('\n'),
    source: articleSource(article),
    article: { law: article.law.slug, article: article.slug },
  };
}

function entryOf(index: LegalIndex, unit: Unit): Omit<RetrievedEntry, 'coverage' | 'score'> {
  const { article, row } = unit;
  if (article) return libraryEntryOf(index.library, article);
  const entry = row as KnowledgeRow;
  return {
    pid: entry.pid,
    kind: entry.kind,
    title: entry.title,
    body: entry.body,
    source: entry.source,
    article: null,
  };
}

/**
 * The units relevant to a question, best first. A keyword weighs by its rarity over all units (idf), so a
 * word found everywhere («قانون», «دادگاه») cannot make a unit relevant alone and a subject word found
 * nowhere («قورمه») counts against every one; a unit must hold most of the message's own weight and one of
 * its distinctive words. Units are ranked by BM25 over the fields (the text, the headings above it, the
 * curated titles and tags), the earlier question's words adding to the rank but not to the coverage.
 */
export function searchIndex(
  index: LegalIndex,
  keywords: WeightedKeyword[],
  asks: { definition: boolean; laws?: Set<string> } = { definition: false },
): RetrievedEntry[] {
  const laws = asks.laws ?? new Set<string>();
  const lawTitles = index.library
    .lawEntries()
    .filter((e) => laws.has(e.law.slug))
    .map((e) => e.law.title);
  const inNamedLaw = (unit: Unit) =>
    unit.article
      ? laws.has(unit.article.law.slug)
      : lawTitles.some((title) => unit.row?.source.startsWith(title));
  const total = index.units.length;
  const found = keywords.map((w) => holders(index, w.kw));
  // A word of the name of the law the question names («… در دادرسی مدنی») is held by each of its articles.
  const nameWords = nameWordsOf(index, laws);
  const lawUnits = nameWords.size ? index.units.flatMap((unit, i) => (inNamedLaw(unit) ? [i] : [])) : [];
  const held = found.map((units, i) =>
    nameWords.has(keywords[i]?.kw.word ?? '') ? new Set([...units, ...lawUnits]) : units,
  );
  const weighed = keywords.map((w, i) => {
    const df = found[i]?.size ?? 0;
    const idf = Math.log(1 + (total - df + 0.5) / (df + 0.5));
    const generic = isGeneric(w.kw);
    const legal = !generic && isLegalWord(index, w.kw);
    const asked = ASKED_TERMS.has(w.kw.word);
    const law = !generic && (speaksOfLaw(index, w.kw) || asked);
    // A word of the facts («شیشه», «مغازه») says what happened, a word of law what the answer is about.
    // A word the library never uses keeps its whole weight: «قورمه» is not a fact of a legal question.
    const weight = generic ? Math.min(idf, GENERIC_WEIGHT) : legal ? idf : Math.min(idf, FACT_WEIGHT);
    return { ...w, idf: weight, generic, legal, law, strict: legal || asked };
  });
  const ownWeight = weighed.reduce((sum, w) => sum + (w.own ? w.idf : 0), 0);
  const legalWeight = weighed.reduce((sum, w) => sum + (w.own && w.legal ? w.idf : 0), 0);
  const lawWords = weighed.filter((w) => w.own && w.law);
  const lawWeight = lawWords.reduce((sum, w) => sum + w.idf, 0);
  const strictWeight = lawWords.reduce((sum, w) => sum + (w.strict ? w.idf : 0), 0);
  // Only a follow-up (the earlier question's words along) may go without a word of law of its own, or of a
  // layperson's word for one.
  const speaks = asksOfLaw(
    index,
    weighed.filter((w) => w.own && !w.generic).map((w) => w.kw),
  );
  // A question naming a law asks about law whatever its other words.
  const outside = legalWeight === 0 && !speaks && !laws.size && weighed.every((w) => w.own);
  if (ownWeight === 0 || outside) return [];
  const distinctive = Math.log(1 + (total - total / 4 + 0.5) / (total / 4 + 0.5));

  const candidates = new Set<number>();
  weighed.forEach((w, i) => {
    if (w.own && !w.generic && w.idf >= distinctive) for (const u of held[i] ?? []) candidates.add(u);
  });
  let lengthSum = 0;
  for (const unit of index.units) lengthSum += bodyOf(unit).length;
  const avgLength = lengthSum / total;

  const scored: { unit: Unit; coverage: number; score: number }[] = [];
  for (const u of candidates) {
    const unit = index.units[u];
    if (!unit) continue;
    const body = bodyOf(unit);
    const definition = definedIn(body);
    const defines = asks.definition ? definition : '';
    const lead = body.slice(0, LEAD_LENGTH);
    let covered = 0;
    let legalCovered = 0;
    let lawCovered = 0;
    let strictCovered = 0;
    let score = 0;
    let defined = 0;
    let definesAsked = false;
    weighed.forEach(({ kw, idf, own, weight, legal, law, strict }, j) => {
      if (!held[j]?.has(u)) return;
      if (own) covered += idf;
      if (own && defines && frequency(defines, kw.stems) > 0) defined += idf;
      if (own && definition && frequency(definition, kw.stems) > 0) definesAsked = true;
      if (own && legal) legalCovered += idf;
      if (own && law) lawCovered += idf;
      if (own && strict) strictCovered += idf;
      const tf =
        frequency(body, kw.stems, PARTIAL_MATCH) +
        (unit.opening ? OPENING_WEIGHT : HEADING_WEIGHT) * frequency(unit.heading, kw.stems, PARTIAL_MATCH) +
        CURATED_WEIGHT * frequency(unit.curated, kw.stems) +
        SUBJECT_WEIGHT * frequency(unit.subject, kw.stems, PARTIAL_MATCH) +
        DEFINITION_WEIGHT * frequency(defines, kw.stems) +
        LEAD_WEIGHT * frequency(lead, kw.stems);
      score += (weight * idf * (tf * (K1 + 1))) / (tf + K1 * (1 - B + (B * body.length) / avgLength));
    });
    const coverage = covered / ownWeight;
    const legalCoverage = legalWeight ? legalCovered / legalWeight : 1;
    const holdsLaw =
      lawWords.length >= 2 && strictCovered >= strictWeight && lawCovered >= MIN_LEGAL_COVERAGE * lawWeight;
    const factsAside = holdsLaw
      ? (lawCovered + FACT_SHARE * (covered - lawCovered)) /
        (lawWeight + FACT_SHARE * (ownWeight - lawWeight))
      : 0;
    const boost =
      (laws.size && inNamedLaw(unit) ? NAMED_LAW_BOOST : 1) *
      (unit.opening ? OPENING_BOOST : 1) *
      (!asks.definition && definesAsked ? DEFINING_BOOST : 1);
    if (Math.max(coverage, factsAside) >= MIN_COVERAGE && legalCoverage >= MIN_LEGAL_COVERAGE)
      scored.push({
        unit,
        coverage,
        score: boost * score * coverage * (1 + (DEFINES_BONUS * defined) / ownWeight),
      });
  }
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, RESULTS)
    .map(({ unit, coverage, score }) => ({ ...entryOf(index, unit), coverage, score }));
}

/**
 * The retrieval unit at a position of the index: its stable key, the text its embedding is made of (the
 * citation, the headings above it, the text with its notes) and the entry an answer cites.
 */
export function unitAt(index: LegalIndex, position: number) {
  const unit = index.units[position];
  if (!unit) return null;
  const entry = entryOf(index, unit);
  const key = unit.article ? `article:${unit.article.id}` : `entry:${entry.pid}`;
  const headings = unit.article ? unit.article.chapterPath.join(' — ') : (unit.row?.tags ?? []).join('، ');
  return { key, text: [entry.title, headings, entry.body].filter(Boolean).join('\n'), entry };
}
