// The SQL of the case lists and the search: order keys, keyset pages, ranked text search, counts.
import type { AdvancedCaseSearchQuery, CaseOrdering } from '@vakilyar/contract';
import { type Column, type SQL, sql } from 'drizzle-orm';
import { orderingFor, pageWindow } from '../../core/paging.ts';
import type { Executor } from '../../db/client.ts';
import { type Caller, type OfficeContext, staffCaseScopes, staffClientOffices } from './access.ts';
import { nextHearingSql, readsHearings, stageOrderSql } from './case-hearings.ts';
import { andAll, caseFilters } from './case-search.ts';
import type { TextSearch } from './search-sql.ts';
import { caseClients, officeCaseCounts, officeCases } from './tables/cases.ts';
import { officeClients } from './tables/clients.ts';

/**
 * The name of the case's first client («first last», as the list shows it), null for a case without one: one
 * lookup on `case_clients`' primary key per case. A case's clients are of its own office; the condition keeps a
 * list from ever ordering by another office's client.
 */
const firstClientNameSql = sql<
  string | null
>`(select ${officeClients.firstName} || ' ' || ${officeClients.lastName}
  from ${caseClients} join ${officeClients} on ${officeClients.id} = ${caseClients.clientId}
  where ${caseClients.caseId} = ${officeCases.id} and ${officeClients.officeId} = ${officeCases.officeId}
  order by ${caseClients.addedAt}, ${caseClients.clientId} limit 1)`;

/** The fields `?ordering=` accepts; the next hearing is read in the case's calendar when `readsHearings`. */
const orderingOf = (hearingsShown: boolean): Record<CaseOrdering, SQL | Column> => ({
  created_at: officeCases.createdAt,
  updated_at: officeCases.updatedAt,
  start_date: officeCases.startDate,
  title: officeCases.title,
  case_number: officeCases.caseNumber,
  archive_number: officeCases.archiveNumber,
  status: officeCases.status,
  court: officeCases.court,
  branch: officeCases.branch,
  client: firstClientNameSql,
  stage: stageOrderSql,
  next_hearing: nextHearingSql(hearingsShown),
});

/** One key of a list's order: a column and its direction. */
interface SortKey {
  expr: SQL | Column;
  descending: boolean;
  /** Empty values last whichever way (no court, no hearing to come); the others keep their indexes' order. */
  nullsLast?: boolean;
}

const NULLS_LAST = new Set<string>(['court', 'branch', 'client', 'next_hearing'] satisfies CaseOrdering[]);

/**
 * The order of a list: `?ordering=` (an unknown field is a 400), else the newest first (a search in the default
 * order ranks: `rankedSearchSql`); the id last, so that pages never overlap.
 */
function sortKeysOf(ordering: string | undefined, hearingsShown: boolean): SortKey[] {
  const byId: SortKey = { expr: officeCases.id, descending: true };
  if (!ordering) return [byId];
  const allowed = orderingOf(hearingsShown);
  orderingFor(allowed, ordering, []);
  const descending = ordering.startsWith('-');
  const field = descending ? ordering.slice(1) : ordering;
  const column = allowed[field as CaseOrdering];
  if (!column) return [byId];
  return [{ expr: column, descending, nullsLast: NULLS_LAST.has(field) }, byId];
}

const direction = (key: SortKey, expr: SQL | Column) =>
  sql`${expr} ${sql.raw(key.descending ? 'desc' : 'asc')}${sql.raw(key.nullsLast ? ' nulls last' : '')}`;

/**
 * The ids of one page, in order: each part of the caller's scope gives its first `offset + limit` rows in the
 * list's order (an index walk on the office's part), and the parts are merged.
 */
function pageSql(scopes: SQL[], where: SQL[], keys: SortKey[], limit: number, offset: number): SQL {
  const named = keys.map((key, i) => ({
    key,
    alias: key.expr === officeCases.id ? sql`id` : sql.raw(`k${i}`),
  }));
  const columns = sql.join(
    [
      sql`${officeCases.id} as id`,
      ...named.filter((k) => k.key.expr !== officeCases.id).map((k) => sql`${k.key.expr} as ${k.alias}`),
    ],
    sql`, `,
  );
  const inner = sql.join(
    named.map((k) => direction(k.key, k.key.expr)),
    sql`, `,
  );
  const outer = sql.join(
    named.map((k) => direction(k.key, k.alias)),
    sql`, `,
  );
  const parts = scopes.map(
    (scope) =>
      sql`(select ${columns} from ${officeCases} where ${andAll([scope, ...where])} order by ${inner} limit ${offset + limit})`,
  );
  return sql`select id::float8 as id from (${sql.join(parts, sql` union all `)}) page
    order by ${outer} limit ${limit} offset ${offset}`;
}

/**
 * A search in the default order (rank, then the newest), as one statement that reads the matches once: they
 * are counted, and the page is
 * - the newest of the best matches when there are enough of them: the highest rank there is (1, the query's
 *   words found as they are), read newest first and ranked one by one only until the page is full, instead
 *   of ranking every match (a common name matches thousands of cases of a large office);
 * - else every match ranked.
 * It answers `n` (the count) and `ids` (the page, in order).
 */
function rankedSearchSql(scopes: SQL[], where: SQL[], text: TextSearch, limit: number, offset: number): SQL {
  const parts = scopes.map(
    (scope) => sql`select ${officeCases.id} as id, ${officeCases.searchText} as search_text
      from ${officeCases} where ${andAll([scope, ...where])}`,
  );
  const rank = text.rankOf(sql`m.search_text`);
  // "offset 0" keeps the rank out of the sorted subquery, so that it is computed for the rows read only.
  return sql`with matches as materialized (${sql.join(parts, sql` union all `)}),
    best as (
      select m.id from (select id, search_text from matches order by id desc offset 0) m
      where ${rank} >= 1 order by m.id desc limit ${limit} offset ${offset}
    )
    select (select count(*) from matches)::float8 as n,
      case
        when (select count(*) from matches) <= ${offset} then '{}'::float8[]
        when (select count(*) from best) = ${limit} then array(select id::float8 from best order by id desc)
        else array(select m.id::float8 from matches m order by ${rank} desc, m.id desc limit ${limit} offset ${offset})
      end as ids`;
}

/**
 * How many cases the list has: the exact number of each part of the scope. An unfiltered office list reads
 * its office's count from `office_case_counts` instead of counting its cases.
 */
function countSql(scopes: SQL[], where: SQL[], office: OfficeContext | null): SQL {
  const counts = scopes.map((scope, i) =>
    i === 0 && office && !where.length
      ? sql`coalesce((select ${officeCaseCounts.cases} from ${officeCaseCounts}
          where ${officeCaseCounts.officeId} = ${office.officeId}), 0)`
      : sql`(select count(*) from ${officeCases} where ${andAll([scope, ...where])})`,
  );
  return sql`select (${sql.join(counts, sql` + `)})::float8 as n`;
}

/**
 * The queries of a case list as the routes run them (the benchmark's EXPLAIN reads them too): a search in the
 * default order is one statement (`ranked`, see `rankedSearchSql`); any other list is `page` (the ids of the
 * page, in order) and `total` (the count), run side by side.
 */
export function caseSearchQueries(
  caller: Caller,
  office: OfficeContext | null,
  query: Partial<AdvancedCaseSearchQuery> & { page: number; page_size: number },
): { ranked: SQL } | { page: SQL; total: SQL } {
  const { where, search: text } = caseFilters(query, staffClientOffices(caller, office));
  const scopes = staffCaseScopes(caller, office);
  const { limit, offset } = pageWindow(query);
  if (text && !query.ordering) {
    return { ranked: rankedSearchSql(scopes, where, text, limit, offset) };
  }
  return {
    page: pageSql(scopes, where, sortKeysOf(query.ordering, readsHearings(caller, office)), limit, offset),
    total: countSql(scopes, where, office),
  };
}

/** The ids of a page, in order, and the count, by the queries of `caseSearchQueries`. */
export async function runCaseSearch(db: Executor, queries: ReturnType<typeof caseSearchQueries>) {
  if ('ranked' in queries) {
    const [row] = (await db.execute<{ n: number; ids: number[] }>(queries.ranked)).rows;
    return { ids: (row?.ids ?? []).map(Number), count: Number(row?.n ?? 0) };
  }
  const [page, total] = await Promise.all([
    db.execute<{ id: number }>(queries.page),
    db.execute<{ n: number }>(queries.total),
  ]);
  return { ids: page.rows.map((r) => Number(r.id)), count: Number(total.rows[0]?.n ?? 0) };
}
