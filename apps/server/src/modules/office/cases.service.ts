import {
  type AdvancedCaseSearchQuery,
  type Case,
  type CreateCaseRequest,
  permissionsOf,
  type UpdateCaseRequest,
} from '@vakilyar/contract';
import { and, type Column, eq, type SQL, sql } from 'drizzle-orm';
import { conflict, fieldError, forbidden } from '../../core/errors.ts';
import { newPid } from '../../core/ids.ts';
import { orderingFor, pageWindow } from '../../core/paging.ts';
import type { Db, Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { documents } from '../document/document.tables.ts';
import type { FileStorage } from '../document/file-storage.ts';
import { enforceLimit } from '../subscription/subscription.limits.ts';
import {
  assertCan,
  type Caller,
  type OfficeContext,
  officeOf,
  requireOffice,
  staffCaseScopes,
  staffClientOffices,
} from './access.ts';
import { appendAudit, changesOf } from './audit-chain.ts';
import { hearingCalendarOf, nextHearingSql, stageOrderSql } from './case-hearings.ts';
import { andAll, caseFilters, caseSearchColumns, refreshCaseSearch } from './case-search.ts';
import { type CaseRecord, loadCase, presentCasePage, presentCases } from './cases.repository.ts';
import type { ClientsService } from './clients.service.ts';
import { officeTexts } from './office.messages.ts';
import type { TextSearch } from './search-sql.ts';
import { archiveCabinets } from './tables/cabinets.ts';
import { caseClients, caseLawyers, officeCaseCounts, officeCases } from './tables/cases.ts';
import { offices } from './tables/offices.ts';

/** The fields `?ordering=` accepts; the next hearing is read in the caller's own calendar (`hearingCalendarOf`). */
const orderingOf = (hearingCalendar: number | null): Record<string, SQL | Column> => ({
  created_at: officeCases.createdAt,
  updated_at: officeCases.updatedAt,
  start_date: officeCases.startDate,
  title: officeCases.title,
  case_number: officeCases.caseNumber,
  archive_number: officeCases.archiveNumber,
  status: officeCases.status,
  court: officeCases.court,
  branch: officeCases.branch,
  stage: stageOrderSql,
  next_hearing: nextHearingSql(hearingCalendar),
});

/**
 * The owner's plan caps the office's cases. The office row is locked first so that two cases created
 * at once cannot both pass the check at the last free place.
 */
async function withinCaseLimit(tx: Executor, office: OfficeContext): Promise<void> {
  await tx.execute(sql`select 1 from ${offices} where ${offices.id} = ${office.officeId} for no key update`);
  const [row] = await tx
    .select({ cases: officeCaseCounts.cases })
    .from(officeCaseCounts)
    .where(eq(officeCaseCounts.officeId, office.officeId));
  await enforceLimit(tx, office.ownerId, 'cases', row?.cases ?? 0);
}

function columnsOf(input: UpdateCaseRequest) {
  return {
    title: input.title,
    caseNumber: input.case_number,
    archiveNumber: input.archive_number,
    court: input.court,
    branch: input.branch,
    caseType: input.case_type,
    stage: input.stage,
    status: input.status,
    opponent: input.opponent,
    subject: input.subject,
    description: input.description,
    startDate: input.start_date,
  };
}

/** One key of a list's order: a column and its direction. */
interface SortKey {
  expr: SQL | Column;
  descending: boolean;
  /** Empty values last whichever way (no court, no hearing to come); the others keep their indexes' order. */
  nullsLast?: boolean;
}

const NULLS_LAST = new Set(['court', 'branch', 'next_hearing']);

/**
 * The order of a list: `?ordering=` (an unknown field is a 400), else the newest first (a search in the default
 * order ranks: `rankedSearchSql`); the id last, so that pages never overlap.
 */
function sortKeysOf(ordering: string | undefined, hearingCalendar: number | null): SortKey[] {
  const byId: SortKey = { expr: officeCases.id, descending: true };
  if (!ordering) return [byId];
  const allowed = orderingOf(hearingCalendar);
  orderingFor(allowed, ordering, []);
  const descending = ordering.startsWith('-');
  const field = descending ? ordering.slice(1) : ordering;
  const column = allowed[field];
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
    page: pageSql(
      scopes,
      where,
      sortKeysOf(query.ordering, hearingCalendarOf(caller, office)),
      limit,
      offset,
    ),
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

/** Cases: the staff routes (lawyer, secretary, co-counsel), with search and the list filters. */
export function createCasesService(db: Db, clients: ClientsService, storage: FileStorage) {
  async function cabinetIdFor(tx: Executor, officeId: number, pid: string | null | undefined) {
    if (pid === undefined) return undefined;
    if (pid === null) return null;
    const [cabinet] = await tx
      .select({ id: archiveCabinets.id })
      .from(archiveCabinets)
      .where(and(eq(archiveCabinets.pid, pid), eq(archiveCabinets.officeId, officeId)));
    if (!cabinet) throw fieldError('archive_cabinet_id', officeTexts.cabinetNotFound);
    return cabinet.id;
  }

  /** The list of the staff routes: the caller's office's cases and those shared with them. */
  async function search(caller: Caller, query: AdvancedCaseSearchQuery) {
    if (!permissionsOf(caller.roles).has('case.view')) throw forbidden();
    const office = await officeOf(db, caller);
    const { ids, count } = await runCaseSearch(db, caseSearchQueries(caller, office, query));
    return { count, results: await presentCasePage(db, caller, ids, hearingCalendarOf(caller, office)) };
  }

  /** The cases of one client of the caller's office. */
  async function listByClient(caller: Caller, clientPid: string, query: AdvancedCaseSearchQuery) {
    await clients.findOwn(caller, clientPid);
    return search(caller, { ...query, client: clientPid });
  }

  async function present(caller: Caller, record: CaseRecord): Promise<Case> {
    const [answer] = await presentCases(db, caller, [record]);
    if (!answer) throw new Error('a case was not presented');
    return answer;
  }

  async function create(caller: Caller, input: CreateCaseRequest): Promise<Case> {
    const office = await requireOffice(db, caller, 'case.create');
    const pid = newPid();
    try {
      await db.transaction(async (tx) => {
        await withinCaseLimit(tx, office);
        const archiveCabinetId = await cabinetIdFor(tx, office.officeId, input.archive_cabinet_id);
        const attached = await clients.findInOffice(tx, office, [...new Set(input.client_ids ?? [])]);
        if (attached.length !== new Set(input.client_ids ?? []).size) {
          throw fieldError('client_ids', officeTexts.clientNotFound);
        }
        const columns = { ...columnsOf(input), title: input.title };
        const [created] = await tx
          .insert(officeCases)
          .values({
            ...columns,
            ...caseSearchColumns(columns),
            caseType: input.case_type,
            stage: input.stage,
            status: input.status,
            pid,
            officeId: office.officeId,
            archiveCabinetId: archiveCabinetId ?? null,
            createdById: caller.userId,
            updatedById: caller.userId,
          })
          .returning({ id: officeCases.id });
        if (!created) throw new Error('case insert returned nothing');
        await tx.insert(caseLawyers).values({ caseId: created.id, userId: office.ownerId, role: 'owner' });
        if (attached.length) {
          await tx.insert(caseClients).values(attached.map((c) => ({ caseId: created.id, clientId: c.id })));
        }
        await refreshCaseSearch(tx, [created.id]);
        await appendAudit(tx, {
          officeId: office.officeId,
          actor: caller,
          access: office.role,
          action: 'create',
          entityType: 'case',
          entityPid: pid,
          entityLabel: input.title,
          casePid: pid,
          details: { clients: attached.map((c) => c.pid) },
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(officeTexts.archiveNumberTaken);
      throw error;
    }
    return present(caller, await loadCase(db, caller, pid));
  }

  /** One case; the view is written to the audit log. */
  async function get(caller: Caller, pid: string): Promise<Case> {
    const record = await loadCase(db, caller, pid);
    assertCan(caller, record.access, 'case.view');
    await db.transaction((tx) =>
      appendAudit(tx, {
        officeId: record.row.officeId,
        actor: caller,
        access: record.access,
        action: 'view',
        entityType: 'case',
        entityPid: pid,
        entityLabel: record.row.title,
        casePid: pid,
      }),
    );
    return present(caller, record);
  }

  async function update(caller: Caller, pid: string, input: UpdateCaseRequest): Promise<Case> {
    const record = await loadCase(db, caller, pid);
    assertCan(caller, record.access, 'case.update');
    const before = record.row;
    const changes = columnsOf(input);
    const next = {
      title: changes.title ?? before.title,
      caseNumber: changes.caseNumber === undefined ? before.caseNumber : changes.caseNumber,
      archiveNumber: changes.archiveNumber === undefined ? before.archiveNumber : changes.archiveNumber,
      court: changes.court === undefined ? before.court : changes.court,
      branch: changes.branch === undefined ? before.branch : changes.branch,
      opponent: changes.opponent === undefined ? before.opponent : changes.opponent,
      subject: changes.subject === undefined ? before.subject : changes.subject,
    };
    try {
      await db.transaction(async (tx) => {
        const archiveCabinetId = await cabinetIdFor(tx, before.officeId, input.archive_cabinet_id);
        await tx
          .update(officeCases)
          .set({
            ...changes,
            ...caseSearchColumns(next),
            archiveCabinetId,
            updatedById: caller.userId,
            updatedAt: new Date(),
          })
          .where(eq(officeCases.id, before.id));
        await refreshCaseSearch(tx, [before.id]);
        const diff = changesOf(before, changes);
        if (archiveCabinetId !== undefined && archiveCabinetId !== before.archiveCabinetId) {
          diff.archive_cabinet = { from: record.cabinet?.pid ?? null, to: input.archive_cabinet_id ?? null };
        }
        await appendAudit(tx, {
          officeId: before.officeId,
          actor: caller,
          access: record.access,
          action: 'update',
          entityType: 'case',
          entityPid: pid,
          entityLabel: next.title,
          casePid: pid,
          details: { changes: diff },
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(officeTexts.archiveNumberTaken);
      throw error;
    }
    return present(caller, await loadCase(db, caller, pid));
  }

  /** Deletes the case with its documents; the files go once the rows are gone for good. */
  async function remove(caller: Caller, pid: string): Promise<void> {
    const record = await loadCase(db, caller, pid);
    assertCan(caller, record.access, 'case.delete');
    const keys = await db.transaction(async (tx) => {
      const files = await tx
        .select({ key: documents.storageKey, pid: documents.pid })
        .from(documents)
        .where(eq(documents.caseId, record.row.id));
      await tx.delete(officeCases).where(eq(officeCases.id, record.row.id));
      await appendAudit(tx, {
        officeId: record.row.officeId,
        actor: caller,
        access: record.access,
        action: 'delete',
        entityType: 'case',
        entityPid: pid,
        entityLabel: record.row.title,
        casePid: pid,
        details: { case_number: record.row.caseNumber, documents: files.map((f) => f.pid) },
      });
      return files.map((f) => f.key);
    });
    await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));
  }

  return { search, listByClient, create, get, update, remove };
}

export type CasesService = ReturnType<typeof createCasesService>;
