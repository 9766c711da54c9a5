import {
  type CaseStage,
  type CaseStatus,
  type CaseType,
  type PageQuery,
  permissionsOf,
  type zClientCase,
} from '@vakilyar/contract';
import { and, asc, count, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { forbidden, notFound } from '../../core/errors.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../auth/auth.tables.ts';
import { documents } from '../document/document.tables.ts';
import { type Caller, caseAccessSql, clientCasesOf } from './access.ts';
import { appendAudit } from './audit-chain.ts';
import { loadCase, type VisibleCase } from './cases.repository.ts';
import type { DocumentsService } from './documents.service.ts';
import { officeTexts } from './office.messages.ts';
import { textSearch } from './search-sql.ts';
import { caseLawyers, officeCases } from './tables/cases.ts';
import { offices } from './tables/offices.ts';

type ClientCase = z.infer<typeof zClientCase>;

const selection = {
  id: officeCases.id,
  pid: officeCases.pid,
  title: officeCases.title,
  caseNumber: officeCases.caseNumber,
  court: officeCases.court,
  branch: officeCases.branch,
  caseType: officeCases.caseType,
  stage: officeCases.stage,
  status: officeCases.status,
  opponent: officeCases.opponent,
  subject: officeCases.subject,
  startDate: officeCases.startDate,
  updatedAt: officeCases.updatedAt,
  officePid: offices.pid,
  officeName: offices.name,
  shared: sql<number>`(select count(*) from ${documents} where ${documents.caseId} = ${officeCases.id} and ${documents.visibleToClient})::int`,
};

/**
 * The client portal: the cases a client reached through access links, read-only, without the office's
 * internal fields (notes, archive), and the documents the office shared with them.
 */
export function createMyCasesService(db: Db, documentsService: DocumentsService) {
  async function lawyersOf(caseIds: number[]) {
    if (!caseIds.length) return [];
    return db
      .select({
        caseId: caseLawyers.caseId,
        pid: users.pid,
        first_name: users.firstName,
        last_name: users.lastName,
      })
      .from(caseLawyers)
      .innerJoin(users, eq(users.id, caseLawyers.userId))
      .where(inArray(caseLawyers.caseId, caseIds))
      .orderBy(asc(caseLawyers.addedAt));
  }

  async function fetch(
    where: SQL | undefined,
    order: SQL[] = [desc(officeCases.updatedAt)],
    limit = 1,
    offset = 0,
  ) {
    const rows = await db
      .select(selection)
      .from(officeCases)
      .innerJoin(offices, eq(offices.id, officeCases.officeId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    const lawyers = await lawyersOf(rows.map((r) => r.id));
    return rows.map(
      (r): ClientCase => ({
        pid: r.pid,
        title: r.title,
        case_number: r.caseNumber,
        court: r.court,
        branch: r.branch,
        case_type: r.caseType as CaseType,
        stage: r.stage as CaseStage,
        status: r.status as CaseStatus,
        opponent: r.opponent,
        subject: r.subject,
        start_date: r.startDate,
        office: { pid: r.officePid, name: r.officeName },
        lawyers: lawyers.filter((l) => l.caseId === r.id).map(({ caseId: _, ...l }) => l),
        documents_count: r.shared,
        updated_at: r.updatedAt.toISOString(),
      }),
    );
  }

  function requireClient(caller: Caller) {
    if (!permissionsOf(caller.roles).has('own_case.view')) throw forbidden();
  }

  async function list(caller: Caller, query: PageQuery) {
    requireClient(caller);
    // The client's own words search the case's own fields, never the other people on it.
    const search = textSearch(officeCases.ownSearch, query.search);
    const where = and(clientCasesOf(caller), search?.where);
    const { limit, offset } = pageWindow(query);
    const [results, [total]] = await Promise.all([
      fetch(
        where,
        search ? [desc(search.rank), desc(officeCases.id)] : [desc(officeCases.updatedAt)],
        limit,
        offset,
      ),
      db.select({ n: count() }).from(officeCases).where(where),
    ]);
    return { count: total?.n ?? 0, results };
  }

  /** A case the caller reaches as a client, or 404 (their standing must be the client's). */
  async function loadOwn(caller: Caller, pid: string): Promise<VisibleCase> {
    const record = await loadCase(db, caller, pid);
    if (record.access !== 'client') throw notFound(officeTexts.caseNotFound);
    requireClient(caller);
    return record;
  }

  async function get(caller: Caller, pid: string): Promise<ClientCase> {
    const record = await loadOwn(caller, pid);
    await db.transaction((tx) =>
      appendAudit(tx, {
        officeId: record.row.officeId,
        actor: caller,
        access: 'client',
        action: 'view',
        entityType: 'case',
        entityPid: pid,
        entityLabel: record.row.title,
        casePid: pid,
      }),
    );
    const [kase] = await fetch(eq(officeCases.id, record.row.id));
    if (!kase) throw notFound(officeTexts.caseNotFound);
    return kase;
  }

  async function documentsOf(caller: Caller, pid: string, query: PageQuery) {
    return documentsService.listForClient(await loadOwn(caller, pid), query);
  }

  /** The case a redeemed link opened, as its client now sees it. */
  async function summaryFor(userId: number, casePid: string): Promise<ClientCase | undefined> {
    const [kase] = await fetch(and(eq(officeCases.pid, casePid), isNotNull(caseAccessSql(userId))));
    return kase;
  }

  return { list, get, documentsOf, summaryFor, loadOwn };
}

export type MyCasesService = ReturnType<typeof createMyCasesService>;
