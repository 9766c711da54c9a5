import { searchKey } from '@vakilyar/contract';
import { and, type Column, or, type SQL, sql } from 'drizzle-orm';

/**
 * The contract's `searchKey()`, with the spellings Persian names are written in either way folded too
 * (رضائی/رضایی, آقایی/اقایی, kashida): what fills every shadow column and every query.
 */
export function officeSearchKey(raw: string): string {
  return searchKey(raw)
    .replace(/ئ/g, 'ی')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ؤ/g, 'و')
    .replace(/[ةۀ]/g, 'ه')
    .replace(/ـ/g, '');
}

// The SQL twin of `officeSearchKey()` for columns that have no search shadow column (stored text keeps
// what was typed, issue 9 §4): each FROM character becomes the TO character at its place; the ones past
// the end of TO (the kashida) are dropped.
const FOLD_FROM = 'يىكئأإآؤةۀ\u200c۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩ـ';
const FOLD_TO = 'ییکیاااوهه 01234567890123456789';
const DIACRITICS = '[\u064B-\u065F\u0670]';

/** `text` folded the way every search query is: comparable with `like` against a query's words. */
export const foldedForSearch = (text: Column | SQL): SQL =>
  sql`regexp_replace(regexp_replace(translate(lower(${text}), ${FOLD_FROM}, ${FOLD_TO}), ${DIACRITICS}, '', 'g'), '\\s+', ' ', 'g')`;

/** The words of a search query, normalized (Persian and Arabic digits, ي/ك, ZWNJ); at most eight. */
export function searchWords(raw: string | undefined): string[] {
  const key = raw ? officeSearchKey(raw) : '';
  return key ? key.split(' ').slice(0, 8) : [];
}

/** Every word of `raw` appears in the folded `columns` (any of them), or undefined for an empty query. */
export function foldedSearch(columns: (Column | SQL)[], raw: string | undefined): SQL | undefined {
  const words = searchWords(raw);
  if (!words.length) return undefined;
  return and(...words.map((word) => or(...columns.map((column) => contains(foldedForSearch(column), word)))));
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `column` contains `text` (already a search key); served by the column's trigram index. */
export const contains = (column: Column | SQL, text: string): SQL =>
  sql`${column} like ${`%${escapeLike(text)}%`}`;

export interface TextSearch {
  where: SQL;
  rank: SQL<number>;
  /** The rank of another expression holding the same text (a column of a subquery). */
  rankOf: (text: SQL) => SQL<number>;
}

/**
 * Search over a shadow column of `officeSearchKey()` text: every word of the query must appear («كريمي» finds
 * «کریمی», «۱۲۳» finds «123»), or, for a query with letters, the query must be trigram-similar to a part of
 * the text (a typo still finds the name). Results rank by word similarity.
 */
export function textSearch(column: Column, raw: string | undefined): TextSearch | undefined {
  const query = raw ? officeSearchKey(raw) : '';
  if (!query) return undefined;
  const words = query.split(' ').slice(0, 8);
  const everyWord = and(...words.map((word) => contains(column, word))) as SQL;
  const hasLetters = /\p{L}/u.test(query);
  const where =
    hasLetters && query.length >= 3 ? (or(everyWord, sql`${query} <% ${column}`) as SQL) : everyWord;
  const rankOf = (text: SQL | Column) => sql<number>`word_similarity(${query}, ${text})`;
  return { where, rank: rankOf(column), rankOf };
}

/** The search key of a value, or null when it normalizes to nothing. */
export function keyOf(raw: string | undefined | null): string | null {
  const key = raw ? officeSearchKey(raw) : '';
  return key || null;
}
