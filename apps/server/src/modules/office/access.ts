import { type CaseAccess, type Permission, permissionsOf, ROLE_PERMISSIONS } from '@vakilyar/contract';
import { and, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../core/auth-guard.ts';
import { forbidden, notFound } from '../../core/errors.ts';
import type { Executor } from '../../db/client.ts';
import type { Actor } from '../auth/actor.ts';
import { officeTexts } from './office.messages.ts';
import { caseClientAccess, caseClients, caseLawyers, officeCases } from './tables/cases.ts';
import { officeClients } from './tables/clients.ts';
import { officeSecretaries, offices } from './tables/offices.ts';

/** The signed-in user a service acts for, with the request's address for the audit log. */
export type Caller = Actor & { ip?: string };

export function callerOf(request: FastifyRequest): Caller {
  const actor = actorOf(request) as Caller;
  actor.ip = request.ip;
  return actor;
}

/** The office a caller works in: their own (a lawyer) or the one they are assigned to (a secretary). */
export interface OfficeContext {
  officeId: number;
  officePid: string;
  officeName: string;
  ownerId: number;
  role: 'owner' | 'secretary';
}

const CO_COUNSEL: Permission[] = ['case.view', 'case.update', 'document.view', 'document.upload'];

/**
 * What each standing may do: the office's lawyer and secretary what their role allows; a co-counsel works
 * on the one case (no deleting, no members, no access links); an attached client only reads.
 */
const ACCESS_PERMISSIONS: Record<CaseAccess, ReadonlySet<Permission>> = {
  owner: new Set(ROLE_PERMISSIONS.lawyer),
  secretary: new Set(ROLE_PERMISSIONS.secretary),
  co_counsel: new Set(CO_COUNSEL),
  client: new Set<Permission>(['own_case.view']),
};

/** The codes the caller holds through this standing: the standing's and the caller's roles' alike. */
export function permissionsFor(caller: Actor, access: CaseAccess): Permission[] {
  const roles = permissionsOf(caller.roles);
  return [...ACCESS_PERMISSIONS[access]].filter((p) => roles.has(p));
}

export function can(caller: Actor, access: CaseAccess, permission: Permission): boolean {
  return ACCESS_PERMISSIONS[access].has(permission) && permissionsOf(caller.roles).has(permission);
}

/** The object is the caller's to see but this action is not theirs: 403. */
export function assertCan(caller: Actor, access: CaseAccess, permission: Permission): void {
  if (!can(caller, access, permission)) throw forbidden();
}

/** The caller's office, or null: a lawyer's own office first, else the office a secretary is assigned to. */
export async function officeOf(db: Executor, caller: Actor): Promise<OfficeContext | null> {
  const isOwner = sql<boolean>`${offices.ownerId} = ${caller.userId}`;
  const [row] = await db
    .select({ id: offices.id, pid: offices.pid, name: offices.name, ownerId: offices.ownerId, isOwner })
    .from(offices)
    .where(
      or(
        eq(offices.ownerId, caller.userId),
        sql`${offices.id} = (select ${officeSecretaries.officeId} from ${officeSecretaries} where ${officeSecretaries.userId} = ${caller.userId})`,
      ),
    )
    .orderBy(sql`${isOwner} desc`)
    .limit(1)
    // Every office route asks this: prepared, each connection plans it once.
    .prepare('office_of_caller')
    .execute();
  if (!row) return null;
  const role = row.isOwner ? 'owner' : 'secretary';
  if (role === 'owner' ? !caller.roles.includes('lawyer') : !caller.roles.includes('secretary')) return null;
  return { officeId: row.id, officePid: row.pid, officeName: row.name, ownerId: row.ownerId, role };
}

/** An office-level action (create, list): the caller's office and the permission in it, else 403. */
export async function requireOffice(
  db: Executor,
  caller: Actor,
  permission: Permission,
): Promise<OfficeContext> {
  const office = await officeOf(db, caller);
  if (!office) throw forbidden(officeTexts.noOffice);
  assertCan(caller, office.role, permission);
  return office;
}

/** An office object (client, cabinet, secretary) outside the caller's office is a 404. */
export async function requireOfficeForObject(
  db: Executor,
  caller: Actor,
  message: string,
): Promise<OfficeContext> {
  const office = await officeOf(db, caller);
  if (!office) throw notFound(message);
  return office;
}

/**
 * How a user stands to the row of `office_cases` in the query (which must join `offices`): null when the
 * case is not theirs to see. The one scope rule for cases, documents, the timeline and the client portal.
 */
export function caseAccessSql(userId: number): SQL<CaseAccess | null> {
  return sql<CaseAccess | null>`case
    when ${offices.ownerId} = ${userId} then 'owner'
    when exists (select 1 from ${officeSecretaries} where ${officeSecretaries.userId} = ${userId}
      and ${officeSecretaries.officeId} = ${officeCases.officeId}) then 'secretary'
    when exists (select 1 from ${caseLawyers} where ${caseLawyers.caseId} = ${officeCases.id}
      and ${caseLawyers.userId} = ${userId}) then 'co_counsel'
    when exists (${clientAccessQuery(userId)}) then 'client'
  end`;
}

/** A client's standing: an access grant while the client is still on the case. */
function clientAccessQuery(userId: number): SQL {
  return sql`select 1 from ${caseClientAccess} join ${caseClients}
    on ${caseClients.caseId} = ${caseClientAccess.caseId} and ${caseClients.clientId} = ${caseClientAccess.clientId}
    where ${caseClientAccess.caseId} = ${officeCases.id} and ${caseClientAccess.userId} = ${userId}`;
}

/**
 * The cases shared with the caller as co-counsel, as a subquery of case ids. With an office context the
 * `owner` rows are left out: `owner` rows are the office owner's, one on every case of their office and on
 * no other; a caller with such rows owns an office, and `officeOf` then gives that office (or none, without
 * the lawyer role), whose cases the office scope already holds. `case_lawyers_shared_idx` serves the rest,
 * so that an owner's 100,000 `owner` rows are never read.
 */
function sharedCaseIds(caller: Actor, office: OfficeContext | null): SQL {
  return office
    ? sql`select ${caseLawyers.caseId} from ${caseLawyers}
        where ${caseLawyers.userId} = ${caller.userId} and ${caseLawyers.role} <> 'owner'`
    : sql`select ${caseLawyers.caseId} from ${caseLawyers} where ${caseLawyers.userId} = ${caller.userId}`;
}

/**
 * Cases the caller works on (lists of the staff routes), as disjoint parts whose union is the scope: their
 * office's cases (an index range on `office_id`), and those shared with them outside it. Each part is
 * searched, ordered and counted on its own: one `office_id = … or exists (…)` condition would keep the
 * planner from any index on `office_id`.
 */
export function staffCaseScopes(caller: Actor, office: OfficeContext | null): SQL[] {
  const shared = sql`${officeCases.id} in (${sharedCaseIds(caller, office)})`;
  if (!office) return [shared];
  // The office as a parameter (an init plan), not a constant: the planner then plans for an office of
  // average size and reads the office's own index range, instead of weighing this office's share of the
  // table and walking the whole primary key backwards for its newest cases (which, for an office whose cases
  // are older than everyone else's, reads every case of every office).
  return [
    sql`${officeCases.officeId} = (select ${office.officeId}::bigint)`,
    and(shared, ne(officeCases.officeId, office.officeId)) as SQL,
  ];
}

/** A condition on `office_clients`: clients of the offices whose cases the caller works on. */
export function staffClientOffices(caller: Actor, office: OfficeContext | null): SQL {
  const shared = sql`${officeClients.officeId} in (select ${officeCases.officeId} from ${officeCases}
    where ${officeCases.id} in (${sharedCaseIds(caller, office)}))`;
  return office ? sql`(${officeClients.officeId} = ${office.officeId} or ${shared})` : shared;
}

/**
 * The ids of the cases shared with a lawyer as co-counsel: their events and notices are the case's, kept in
 * its office, and the co-counsel reads them there (issue 25: one calendar, one notice list per case).
 */
export async function coCounselCaseIds(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: caseLawyers.caseId })
    .from(caseLawyers)
    .where(and(eq(caseLawyers.userId, userId), ne(caseLawyers.role, 'owner')));
  return rows.map((row) => row.id);
}

/** Cases a client reaches through the portal. */
export function clientCasesOf(caller: Actor): SQL {
  return existsSql(clientAccessQuery(caller.userId));
}

/** `exists (subquery)`; drizzle's own `exists()` does not parenthesize raw SQL. */
export const existsSql = (subquery: SQL): SQL => sql`exists (${subquery})`;
