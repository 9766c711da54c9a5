import type { CaseAccess } from '@vakilyar/contract';
import { and, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import { fieldError, forbidden, notFound } from '../../core/errors.ts';
import type { Executor } from '../../db/client.ts';
import type { Actor } from '../auth/actor.ts';
import { users } from '../auth/auth.tables.ts';
import { caseAccessSql, type OfficeContext, officeOf } from '../office/access.ts';
import { caseLawyers, officeCases } from '../office/tables/cases.ts';
import { officeSecretaries, offices } from '../office/tables/offices.ts';
import { taskTexts } from './tasks.messages.ts';
import { officeTasks } from './tasks.tables.ts';

/** Standings that work on tasks: a client never sees them. */
const STAFF: ReadonlySet<CaseAccess> = new Set(['owner', 'secretary', 'co_counsel']);

export interface TaskCase {
  id: number;
  pid: string;
  title: string;
  officeId: number;
  ownerId: number;
  access: CaseAccess;
}

/** A case the caller works on (not as a client), or the given error. */
export async function staffCase(
  db: Executor,
  caller: Actor,
  pid: string,
  missing: () => Error,
): Promise<TaskCase> {
  const [row] = await db
    .select({
      id: officeCases.id,
      pid: officeCases.pid,
      title: officeCases.title,
      officeId: officeCases.officeId,
      ownerId: offices.ownerId,
      access: caseAccessSql(caller.userId),
    })
    .from(officeCases)
    .innerJoin(offices, eq(offices.id, officeCases.officeId))
    .where(eq(officeCases.pid, pid));
  if (!row?.access || !STAFF.has(row.access)) throw missing();
  return row as TaskCase;
}

export const caseFieldMissing = () => fieldError('case', taskTexts.caseNotVisible);
export const caseMissing = () => notFound(taskTexts.caseNotVisible);

/** The caller's office, or 403: tasks without a case belong to an office. */
export async function requireTaskOffice(db: Executor, caller: Actor): Promise<OfficeContext> {
  const office = await officeOf(db, caller);
  if (!office) throw forbidden(taskTexts.noOffice);
  return office;
}

/**
 * Tasks the caller may see: their office's, and those on cases shared with them as co-counsel (outside
 * their office). As disjoint parts, like the case lists, so each part uses its own index.
 */
export function taskScopes(caller: Actor, office: OfficeContext | null): SQL[] {
  // `= any(array(…))`, not `in (…)`: an array computed once lets each part of the OR use its index (a
  // bitmap OR); a hashed subquery would make «everyone's tasks» of a large office a sequential scan.
  const shared = sql`${officeTasks.caseId} = any(array(select ${caseLawyers.caseId} from ${caseLawyers}
    where ${caseLawyers.userId} = ${caller.userId} and ${caseLawyers.role} <> 'owner'))`;
  if (!office) return [shared];
  return [
    eq(officeTasks.officeId, office.officeId),
    and(shared, ne(officeTasks.officeId, office.officeId)) as SQL,
  ];
}

/** The one condition of taskScopes, for single-task reads. */
export const taskVisible = (caller: Actor, office: OfficeContext | null): SQL =>
  or(...taskScopes(caller, office)) as SQL;

/**
 * The user id of someone a task of this office (and case) may go to: the office's lawyer, one of its
 * secretaries, or a co-counsel of the case. Anyone else is refused with a clear message on `assignee`.
 */
export async function assigneeId(
  db: Executor,
  officeId: number,
  caseId: number | null,
  pid: string,
): Promise<number> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.pid, pid));
  if (!user) throw fieldError('assignee', taskTexts.assigneeNotFound);
  const [member] = await db
    .execute<{ ok: boolean }>(sql`select (
      exists (select 1 from ${offices} where ${offices.id} = ${officeId} and ${offices.ownerId} = ${user.id})
      or exists (select 1 from ${officeSecretaries} where ${officeSecretaries.officeId} = ${officeId}
        and ${officeSecretaries.userId} = ${user.id})
      or (${caseId}::bigint is not null and exists (select 1 from ${caseLawyers}
        where ${caseLawyers.caseId} = ${caseId} and ${caseLawyers.userId} = ${user.id}))
    ) as ok`)
    .then((r) => r.rows);
  if (!member?.ok) throw fieldError('assignee', taskTexts.assigneeOutside);
  return user.id;
}
