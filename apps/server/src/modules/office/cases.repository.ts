import type { Case, CaseAccess, CaseStage, CaseStatus, CaseType } from '@vakilyar/contract';
import { and, asc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { notFound } from '../../core/errors.ts';
import type { Executor } from '../../db/client.ts';
import { users } from '../auth/auth.tables.ts';
import { documents } from '../document/document.tables.ts';
import { type Caller, caseAccessSql, permissionsFor } from './access.ts';
import { nextHearingSql } from './case-hearings.ts';
import { officeTexts } from './office.messages.ts';
import { archiveCabinets } from './tables/cabinets.ts';
import { caseClients, caseLawyers, officeCases } from './tables/cases.ts';
import { officeClients } from './tables/clients.ts';
import { coCounselInvitations } from './tables/co-counsel-invitations.ts';
import { offices } from './tables/offices.ts';
import { userRefOf } from './user-ref.ts';

const createdBy = alias(users, 'case_created_by');
const updatedBy = alias(users, 'case_updated_by');
const userRef = <T extends typeof createdBy | typeof updatedBy>(u: T) => ({
  pid: u.pid,
  first_name: u.firstName,
  last_name: u.lastName,
});

function caseSelection(userId: number) {
  return {
    row: officeCases,
    office: { pid: offices.pid, name: offices.name },
    cabinet: { pid: archiveCabinets.pid, name: archiveCabinets.name, code: archiveCabinets.code },
    createdBy: userRef(createdBy),
    updatedBy: userRef(updatedBy),
    access: caseAccessSql(userId),
    // A co-counsel counts only the documents shared with them (see documents.service.ts).
    documentsCount: sql<number>`(select count(*) from ${documents} where ${documents.caseId} = ${officeCases.id}
      and (${documents.visibleToClient} or ${documents.sharedWithCoCounsel} or not exists (select 1
        from ${caseLawyers} where ${caseLawyers.caseId} = ${officeCases.id} and ${caseLawyers.userId} = ${userId}
          and ${caseLawyers.role} <> 'owner')))::int`,
  };
}

/** Cases with everything their answer needs, as the user stands to each (`access`). */
export function selectCases(tx: Executor, userId: number) {
  return tx
    .select(caseSelection(userId))
    .from(officeCases)
    .innerJoin(offices, eq(offices.id, officeCases.officeId))
    .leftJoin(archiveCabinets, eq(archiveCabinets.id, officeCases.archiveCabinetId))
    .leftJoin(createdBy, eq(createdBy.id, officeCases.createdById))
    .leftJoin(updatedBy, eq(updatedBy.id, officeCases.updatedById));
}

export type CaseRecord = Awaited<ReturnType<ReturnType<typeof selectCases>['execute']>>[number];
export type VisibleCase = CaseRecord & { access: CaseAccess };

/** A case the caller may see in any standing, or 404: the object check of every case route. */
export async function loadCase(tx: Executor, caller: Caller, pid: string): Promise<VisibleCase> {
  const [found] = await selectCases(tx, caller.userId).where(
    and(eq(officeCases.pid, pid), isNotNull(caseAccessSql(caller.userId))),
  );
  if (!found?.access) throw notFound(officeTexts.caseNotFound);
  return found as VisibleCase;
}

type CaseLawyerRow = { pid: string; first_name: string; last_name: string; role: string };
type CaseClientRow = Case['clients'][number];

/** Lawyers and clients of a set of cases, two queries for a whole page. */
async function membersOf(tx: Executor, caseIds: number[]) {
  if (!caseIds.length) return { lawyers: [], clients: [] };
  const [lawyers, clients] = await Promise.all([
    tx
      .select({
        caseId: caseLawyers.caseId,
        pid: users.pid,
        first_name: users.firstName,
        last_name: users.lastName,
        role: caseLawyers.role,
      })
      .from(caseLawyers)
      .innerJoin(users, eq(users.id, caseLawyers.userId))
      .where(inArray(caseLawyers.caseId, caseIds))
      .orderBy(asc(caseLawyers.addedAt)),
    tx
      .select({
        caseId: caseClients.caseId,
        pid: officeClients.pid,
        first_name: officeClients.firstName,
        last_name: officeClients.lastName,
        national_code: officeClients.nationalCode,
        mobile: officeClients.mobile,
      })
      .from(caseClients)
      .innerJoin(officeClients, eq(officeClients.id, caseClients.clientId))
      .where(inArray(caseClients.caseId, caseIds))
      .orderBy(asc(caseClients.addedAt)),
  ]);
  return { lawyers, clients };
}

/** The answer of the staff routes for one case, with its lawyers and clients. */
function caseOf(caller: Caller, r: CaseRecord, lawyers: CaseLawyerRow[], clients: CaseClientRow[]): Case {
  const c = r.row;
  const access = r.access ?? 'owner';
  return {
    pid: c.pid,
    title: c.title,
    case_number: c.caseNumber,
    archive_number: c.archiveNumber,
    court: c.court,
    branch: c.branch,
    case_type: c.caseType as CaseType,
    stage: c.stage as CaseStage,
    status: c.status as CaseStatus,
    opponent: c.opponent,
    subject: c.subject,
    description: c.description,
    start_date: c.startDate,
    archive_cabinet: r.cabinet?.pid
      ? { pid: r.cabinet.pid, name: r.cabinet.name ?? '', code: r.cabinet.code }
      : null,
    office: { pid: r.office.pid, name: r.office.name },
    lawyers: lawyers.map(
      ({ role, ...l }) => ({ ...l, role: role === 'owner' ? 'owner' : 'co_counsel' }) as const,
    ),
    clients,
    documents_count: r.documentsCount,
    access,
    permissions: permissionsFor(caller, access),
    created_by: userRefOf(r.createdBy),
    updated_by: userRefOf(r.updatedBy),
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}

/** The lawyers asked to join the case who have not answered yet, for the case's own office to see. */
function pendingInvitees(tx: Executor, caseIds: number[]) {
  return tx
    .select({
      caseId: coCounselInvitations.caseId,
      pid: users.pid,
      first_name: users.firstName,
      last_name: users.lastName,
      expiresAt: coCounselInvitations.expiresAt,
    })
    .from(coCounselInvitations)
    .innerJoin(users, eq(users.id, coCounselInvitations.userId))
    .where(
      and(
        inArray(coCounselInvitations.caseId, caseIds),
        eq(coCounselInvitations.status, 'pending'),
        gt(coCounselInvitations.expiresAt, sql`now()`),
      ),
    )
    .orderBy(asc(coCounselInvitations.createdAt));
}

/** The answer of the staff routes for a page of cases (or one). */
export async function presentCases(tx: Executor, caller: Caller, records: CaseRecord[]): Promise<Case[]> {
  const ids = records.map((r) => r.row.id);
  const [{ lawyers, clients }, invited] = await Promise.all([
    membersOf(tx, ids),
    ids.length ? pendingInvitees(tx, ids) : [],
  ]);
  return records.map((r) => {
    const presented = caseOf(
      caller,
      r,
      lawyers.filter((l) => l.caseId === r.row.id).map(({ caseId: _, ...l }) => l),
      clients.filter((l) => l.caseId === r.row.id).map(({ caseId: _, ...l }) => l),
    );
    if (r.access !== 'owner' && r.access !== 'secretary') return presented;
    const invitedLawyers = invited
      .filter((i) => i.caseId === r.row.id)
      .map(({ caseId: _, expiresAt, ...i }) => ({ ...i, expires_at: expiresAt.toISOString() }));
    return { ...presented, invited_lawyers: invitedLawyers };
  });
}

/** The lawyers of the case in the query, as JSON, in the order they joined it. */
const lawyersJson = sql<CaseLawyerRow[]>`(select coalesce(json_agg(json_build_object(
    'pid', ${users.pid}, 'first_name', ${users.firstName}, 'last_name', ${users.lastName}, 'role', ${caseLawyers.role})
    order by ${caseLawyers.addedAt}), '[]'::json)
  from ${caseLawyers} join ${users} on ${users.id} = ${caseLawyers.userId}
  where ${caseLawyers.caseId} = ${officeCases.id})`;

/** The clients of the case in the query, as JSON, in the order they joined it. */
const clientsJson = sql<CaseClientRow[]>`(select coalesce(json_agg(json_build_object(
    'pid', ${officeClients.pid}, 'first_name', ${officeClients.firstName}, 'last_name', ${officeClients.lastName},
    'national_code', ${officeClients.nationalCode}, 'mobile', ${officeClients.mobile})
    order by ${caseClients.addedAt}), '[]'::json)
  from ${caseClients} join ${officeClients} on ${officeClients.id} = ${caseClients.clientId}
  where ${caseClients.caseId} = ${officeCases.id})`;

/**
 * The answer of the staff routes for a page of cases given by id, in that order: one prepared statement (its
 * text is the same for every page and caller, so each connection plans it once), lawyers and clients
 * included. The ids must be of cases the caller may see.
 */
export async function presentCasePage(
  db: Executor,
  caller: Caller,
  ids: number[],
  hearingsShown: boolean,
): Promise<Case[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({
      ...caseSelection(caller.userId),
      lawyers: lawyersJson,
      clients: clientsJson,
      nextHearing: nextHearingSql(hearingsShown),
    })
    .from(officeCases)
    .innerJoin(offices, eq(offices.id, officeCases.officeId))
    .leftJoin(archiveCabinets, eq(archiveCabinets.id, officeCases.archiveCabinetId))
    .leftJoin(createdBy, eq(createdBy.id, officeCases.createdById))
    .leftJoin(updatedBy, eq(updatedBy.id, officeCases.updatedById))
    .where(sql`${officeCases.id} = any(${sql.param(ids)})`)
    .prepare('office_case_page')
    .execute();
  const byId = new Map(rows.map((r) => [r.row.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    // The driver reads a timestamp of a subquery as text.
    const nextHearing = r.nextHearing === null ? null : new Date(r.nextHearing).toISOString();
    return [{ ...caseOf(caller, r, r.lawyers, r.clients), next_hearing: nextHearing }];
  });
}
