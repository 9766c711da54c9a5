import { and, asc, type Column, desc, type SQL, sql } from 'drizzle-orm';
import { contains, officeSearchKey, textSearch } from '../office/search-sql.ts';

/** The normalized search text of a record's fields (the same folding the office search uses). */
export const searchKeyOf = (...parts: (string | null | undefined)[]) =>
  officeSearchKey(parts.filter(Boolean).join(' '));

/**
 * `?search=` over a search_key column, as the office search does: every word of the query appears («كريمي»
 * finds «کریمی», «۱۲» finds «12»), or the query is trigram-similar to part of the text (a typo still finds it).
 * `rank` puts the rows holding every word first, then the closest.
 */
export function contentSearch(column: Column, raw: string | undefined) {
  const search = textSearch(column, raw);
  if (!search) return undefined;
  const words = officeSearchKey(raw ?? '')
    .split(' ')
    .slice(0, 8);
  const everyWord = and(...words.map((word) => contains(column, word))) as SQL;
  return { where: search.where, rank: [desc(sql`(${everyWord})`), desc(search.rank)] };
}

export const searchWhere = (column: Column, raw: string | undefined): SQL | undefined =>
  contentSearch(column, raw)?.where;

/** Display order of the small ordered sets: `sort_order`, then oldest first. */
export const displayOrder = (table: { sortOrder: Column; id: Column }) => [
  asc(table.sortOrder),
  asc(table.id),
];

/** `?is_active=true|false` of admin lists. */
export const activeFilter = (column: Column, value: 'true' | 'false' | undefined) =>
  value === undefined ? undefined : sql`${column} = ${value === 'true'}`;
