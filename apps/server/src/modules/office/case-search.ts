import type { AdvancedCaseSearchQuery } from '@vakilyar/contract';
import { and, type Column, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../auth/auth.tables.ts';
import { existsSql } from './access.ts';
import { contains, keyOf, type TextSearch, textSearch } from './search-sql.ts';
import { archiveCabinets } from './tables/cabinets.ts';
import { caseClients, caseLawyers, officeCases } from './tables/cases.ts';
import { officeClients } from './tables/clients.ts';

interface CaseTextFields {
  title: string;
  caseNumber?: string | null;
  archiveNumber?: string | null;
  court?: string | null;
  branch?: string | null;
  opponent?: string | null;
  subject?: string | null;
}

/** The shadow columns a case fills from its own fields; `search_text` adds its clients' (below). */
export function caseSearchColumns(c: CaseTextFields) {
  return {
    ownSearch:
      keyOf([c.title, c.caseNumber, c.archiveNumber, c.court, c.branch, c.opponent, c.subject].join(' ')) ??
      '',
    courtKey: keyOf(c.court) ?? '',
    branchKey: keyOf(c.branch) ?? '',
  };
}

/** Rebuilds `search_text` of the given cases: their own key and the search text of their clients. */
export async function refreshCaseSearch(tx: Executor, caseIds: number[]): Promise<void> {
  if (!caseIds.length) return;
  await tx
    .update(officeCases)
    .set({
      searchText: sql`trim(${officeCases.ownSearch} || ' ' || coalesce((
        select string_agg(${officeClients.searchText}, ' ' order by ${officeClients.id})
        from ${caseClients} join ${officeClients} on ${officeClients.id} = ${caseClients.clientId}
        where ${caseClients.caseId} = ${officeCases.id}), ''))`,
    })
    .where(inArray(officeCases.id, caseIds));
}

/** Each word of a per-field filter must also be in `search_text`: the trigram index narrows first. */
function viaIndex(key: string): SQL[] {
  return key.split(' ').map((word) => contains(officeCases.searchText, word));
}

/**
 * Cases with a client whose field contains the key, spaces aside («علیرضا», «علی رضا» and «علی‌رضا» are one
 * name): the matching clients of the offices the caller reaches first (an uncorrelated subquery the planner
 * runs once), then their cases.
 */
function clientField(column: Column, key: string, clientOffices: SQL): SQL {
  const compact = (value: SQL | Column) => sql`replace(${value}, ' ', '')`;
  return sql`${officeCases.id} in (select ${caseClients.caseId} from ${caseClients}
    join ${officeClients} on ${officeClients.id} = ${caseClients.clientId}
    where ${clientOffices} and ${contains(compact(column), key.replaceAll(' ', ''))})`;
}

const tehranDate = sql`(${officeCases.createdAt} at time zone 'Asia/Tehran')::date`;

/**
 * The conditions of the list filters and of the advanced search, and the ranking of `search`.
 * Dates of `created_*` are days in Tehran.
 */
export function caseFilters(
  query: Partial<AdvancedCaseSearchQuery>,
  clientOffices: SQL = sql`true`,
): { where: SQL[]; search?: TextSearch } {
  const where: SQL[] = [];
  if (query.status) where.push(eq(officeCases.status, query.status));
  if (query.case_type) where.push(eq(officeCases.caseType, query.case_type));
  if (query.stage) where.push(eq(officeCases.stage, query.stage));
  if (query.start_date_from) where.push(gte(officeCases.startDate, query.start_date_from));
  if (query.start_date_to) where.push(lte(officeCases.startDate, query.start_date_to));
  if (query.created_from) where.push(sql`${tehranDate} >= ${query.created_from}::date`);
  if (query.created_to) where.push(sql`${tehranDate} <= ${query.created_to}::date`);
  if (query.archive_cabinet) {
    where.push(
      sql`${officeCases.archiveCabinetId} = (select ${archiveCabinets.id} from ${archiveCabinets} where ${archiveCabinets.pid} = ${query.archive_cabinet})`,
    );
  }
  if (query.lawyer) {
    where.push(
      existsSql(
        sql`select 1 from ${caseLawyers} join ${users} on ${users.id} = ${caseLawyers.userId}
          where ${caseLawyers.caseId} = ${officeCases.id} and ${users.pid} = ${query.lawyer}`,
      ),
    );
  }
  if (query.client) {
    where.push(
      existsSql(
        sql`select 1 from ${caseClients} join ${officeClients} on ${officeClients.id} = ${caseClients.clientId}
          where ${caseClients.caseId} = ${officeCases.id} and ${officeClients.pid} = ${query.client}`,
      ),
    );
  }
  // A case's own fields are in its indexed search text: the trigram index narrows first.
  const perField: [string | undefined, (key: string) => SQL, boolean][] = [
    [query.court, (k) => contains(officeCases.courtKey, k), true],
    [query.branch, (k) => contains(officeCases.branchKey, k), true],
    [query.case_number, (k) => contains(sql`lower(coalesce(${officeCases.caseNumber}, ''))`, k), true],
    [query.archive_number, (k) => contains(sql`lower(coalesce(${officeCases.archiveNumber}, ''))`, k), true],
    [query.title, (k) => contains(officeCases.ownSearch, k), true],
    [query.client_first_name, (k) => clientField(officeClients.firstNameKey, k, clientOffices), false],
    [query.client_last_name, (k) => clientField(officeClients.lastNameKey, k, clientOffices), false],
    [query.client_national_code, (k) => clientField(officeClients.nationalCode, k, clientOffices), false],
  ];
  for (const [raw, condition, indexed] of perField) {
    const key = keyOf(raw);
    if (key) where.push(...(indexed ? viaIndex(key) : []), condition(key));
  }
  const search = textSearch(officeCases.searchText, query.search);
  if (search) where.push(search.where);
  return { where, search };
}

export const andAll = (conditions: (SQL | undefined)[]) => and(...conditions) ?? sql`true`;
