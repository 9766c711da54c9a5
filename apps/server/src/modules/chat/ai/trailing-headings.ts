import type { Library } from '../../law/library.ts';

/**
 * A heading the import left as the last line of the article before it: art. 398 of the civil code ends
 * «سوم - در خیار شرط», the heading of arts. 399 to 401, on a line of its own or after the last sentence
 * («… امتناع خواهد نمود. فقره دوم - در اثرات …»). «فقره …» heads a section, a bare ordinal a part of it.
 */
const TRAILING_HEADING =
  /(?:\n|[.؛] )((فقره )?(?:اول|دوم|سوم|چهارم|پنجم|ششم|هفتم|هشتم|نهم|دهم) ?[-–ـ] ?در [^\n.؛:]+)$/;

export interface ArticleHeadings {
  /** The headings above the article that its chapter path lacks, outermost first. */
  recovered: string[];
  /** The heading its own text ends with (which heads the articles after it), or ''. */
  trailing: string;
}

/** For each article of `library.all()`, the headings of its chapter the import left in the article texts. */
export function trailingHeadings(library: Library): ArticleHeadings[] {
  let chapter = '';
  let section = '';
  let part = '';
  return library.all().map((article) => {
    const path = `${article.law.slug}/${article.chapterPath.join('/')}`;
    if (path !== chapter) {
      chapter = path;
      section = '';
      part = '';
    }
    const recovered = [section, part].filter(Boolean);
    const match = TRAILING_HEADING.exec(library.textOf(article).trimEnd());
    const trailing = match?.[1] ?? '';
    if (match?.[2]) {
      section = trailing;
      part = '';
    } else if (match) part = trailing;
    return { recovered, trailing };
  });
}
