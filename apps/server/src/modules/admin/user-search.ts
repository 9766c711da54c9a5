import { type SQL, sql } from 'drizzle-orm';
import { contains, officeSearchKey } from '../office/search-sql.ts';

export { contains };

// The SQL twin of `officeSearchKey()` for columns that have no search shadow column (the users
// table belongs to auth): each FROM character becomes the TO character at its place; the ones past the
// end of TO (the kashida) are dropped.
const FOLD_FROM = 'يىكئأإآؤةۀ\u200c۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩ـ';
const FOLD_TO = 'ییکیاااوهه 01234567890123456789';
const DIACRITICS = '[\u064B-\u065F\u0670]';

/** `text` folded the way every search query is: comparable with `like` against a query's words. */
export const foldedForSearch = (text: SQL): SQL =>
  sql`regexp_replace(regexp_replace(translate(lower(${text}), ${FOLD_FROM}, ${FOLD_TO}), ${DIACRITICS}, '', 'g'), '\\s+', ' ', 'g')`;

/** The words of a search query, normalized (Persian and Arabic digits, ي/ك, ZWNJ); at most eight. */
export function searchWords(raw: string | undefined): string[] {
  const key = raw ? officeSearchKey(raw) : '';
  return key ? key.split(' ').slice(0, 8) : [];
}
