import type { LawArticleRef } from '@vakilyar/contract';
import type { Library, LibraryArticle } from '../../law/library.ts';
import { foldReference, readReference } from '../../law/search.ts';

/** What a question names of the library: articles by number and law, and laws by their names. */
export interface NamedInQuestion {
  /** «ماده ۱۱۳۰ قانون مدنی», «م ۳۳۶ آدم»: the articles the question names, in its order. */
  articles: LibraryArticle[];
  /** Articles named of a law the library holds only in part («ماده ۳۳۶ آ.د.م»): a knowledge entry may quote them. */
  missing: LawArticleRef[];
  /** The slugs of the laws the question names («طبق قانون کار», «در قانون مدنی», «آیین دادرسی مدنی»). */
  laws: Set<string>;
  /** The question without the names read («ساعت کار کارگر طبق» of «… طبق قانون کار»), folded. */
  rest: string;
}

/** How many words either side of an article's number may name its law. */
const WINDOW = 6;
/** «ماده ۱۱۳۰», «م ۳۳۶», «مواد ۱۰», «ماده ۲۱۸ مکرر ۱», in a folded text. */
const ARTICLE = / (?:ماده|م|مواد) (\d{1,4})( مکرر(?: \d{1,2})?)?(?= )/g;
/** The words a law's name may be introduced by: «قانون کار», «آیین نامه تعرفه …». */
const LAW_WORD = 'قانون';

interface LawName {
  law: string;
  /** The folded name, padded with spaces. */
  name: string;
  /** Whether the words are only the law's name (stripped from the question) or also a subject (kept). */
  strip: boolean;
}

const NAMES = new WeakMap<Library, LawName[]>();

/**
 * Each law's names in a question, longest first. A law's title, or «قانون» and any of its names («قانون
 * کار», «قانون چک»), names it; a name of two words or more alone («حمایت خانواده», «دادرسی مدنی») too, but
 * its words may be the question's subject as well («حق الوکاله»), so they stay. A name of one word alone
 * («کار», «ثبت», «مدنی») or an abbreviation alone («ق م») is a word of the question, not a law's name.
 */
function lawNames(library: Library): LawName[] {
  const cached = NAMES.get(library);
  if (cached) return cached;
  const names: LawName[] = [];
  for (const { law } of library.lawEntries()) {
    const title = foldReference(law.title).trim();
    names.push({ law: law.slug, name: ` ${title} `, strip: true });
    for (const alias of [law.short_title, ...law.aliases]) {
      const folded = foldReference(alias)
        .trim()
        .replace(new RegExp(`^${LAW_WORD} `), '');
      const words = folded.split(' ');
      if (!folded || words.some((w) => w.length < 2)) continue;
      names.push({ law: law.slug, name: ` ${LAW_WORD} ${folded} `, strip: true });
      if (words.length >= 2) names.push({ law: law.slug, name: ` ${folded} `, strip: false });
    }
  }
  names.sort((a, b) => b.name.length - a.name.length);
  NAMES.set(library, names);
  return names;
}

/** A number written against its marker («م۳۳۶», «ماده۱۰») is two words. */
const spacedDigits = (folded: string) =>
  folded.replace(/(\p{L})(\d)/gu, '$1 $2').replace(/(\d)(\p{L})/gu, '$1 $2');

/** The articles and laws a question names, and the question without them. */
export function readNames(library: Library, question: string): NamedInQuestion {
  // «مهریه‌م ۱۱۰ سکه» is «my mahr», not «م ۱۱۰»: a possessive «م» after a ZWNJ stays on its word.
  let text = spacedDigits(foldReference(question.replace(/\u200c(?=م(?:\s|$))/g, '')));
  const articles: LibraryArticle[] = [];
  const missing: LawArticleRef[] = [];
  for (const match of text.matchAll(ARTICLE)) {
    const number = `${match[1]}${match[2] ?? ''}`;
    const before = text.slice(0, match.index).trim().split(' ').slice(-WINDOW).join(' ');
    const after = text
      .slice((match.index ?? 0) + match[0].length)
      .trim()
      .split(' ')
      .slice(0, WINDOW)
      .join(' ');
    const reference =
      readReference(library, `ماده ${number} ${after}`) ?? readReference(library, `ماده ${number} ${before}`);
    const article = reference ? library.find(reference.law, reference.article) : null;
    if (article && !articles.includes(article)) articles.push(article);
    else if (reference && !article) missing.push(reference);
  }
  const laws = new Set([...articles.map((a) => a.law.slug), ...missing.map((r) => r.law)]);
  if (laws.size) {
    text = text.replace(ARTICLE, ' ');
    // The name a reference gave its law is no subject either («مدنی» of «ماده ۱۱۳۰ مدنی»): its longest name
    // found, once («ماده ۵۱ قانون کار درباره ساعت کار» keeps the second «کار»).
    for (const { law } of library.lawEntries()) {
      if (!laws.has(law.slug)) continue;
      const names = [law.title, law.short_title, ...law.aliases].map((a) => foldReference(a));
      const name = names.sort((a, b) => b.length - a.length).find((n) => text.includes(n));
      if (name) text = text.replace(name, ' ');
    }
  }
  for (const { law, name, strip } of lawNames(library)) {
    if (!text.includes(name)) continue;
    laws.add(law);
    if (strip) text = text.replaceAll(name, ' ');
  }
  return { articles, missing, laws, rest: text.replace(/ +/g, ' ') };
}
