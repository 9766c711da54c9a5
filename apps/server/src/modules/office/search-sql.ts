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
