import { and, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { forbidden } from '../../core/errors.ts';
import type { Executor } from '../../db/client.ts';
import type { Actor } from '../auth/actor.ts';
import { can, coCounselCaseIds, officeOf } from '../office/access.ts';
import { caseClientAccess, caseClients } from '../office/tables/cases.ts';
import { calendarEvents } from './tables/events.ts';

/**
 * Whose calendar the caller works in: a lawyer's office calendar, shared with the office's secretaries
 * (through the office module's scope rule, so a removed secretary loses it at once), or, for everyone
 * else (clients, consultants), their own. A lawyer's office calendar also holds the events of the cases
 * other offices share with them (`sharedCaseIds`): those events stay in the case's office, so the case has
 * one calendar for all its lawyers and keeps it when a co-counsel leaves.
 */
export type CalendarScope =
  | {
      kind: 'office';
      officeId: number;
      ownerId: number;
      sharedCaseIds: number[];
      canView: boolean;
      canManage: boolean;
    }
  | { kind: 'personal'; userId: number; canView: true; canManage: true };

export async function calendarOf(db: Executor, caller: Actor): Promise<CalendarScope> {
  const office = await officeOf(db, caller);
  if (!office) return { kind: 'personal', userId: caller.userId, canView: true, canManage: true };
  return {
    kind: 'office',
    officeId: office.officeId,
    ownerId: office.ownerId,
    sharedCaseIds: office.role === 'owner' ? await coCounselCaseIds(db, caller.userId) : [],
    canView: can(caller, office.role, 'calendar.view'),
    canManage: can(caller, office.role, 'calendar.manage'),
  };
}

/** The events of the scope's calendar: the office's own, and those of the cases shared with its lawyer. */
export const eventsOf = (scope: CalendarScope): SQL => {
  if (scope.kind === 'personal') return eq(calendarEvents.ownerId, scope.userId);
  const own = eq(calendarEvents.officeId, scope.officeId);
  if (!scope.sharedCaseIds.length) return own;
  return or(
    own,
    and(isNotNull(calendarEvents.officeId), inArray(calendarEvents.caseId, scope.sharedCaseIds)),
  ) as SQL;
};

/**
 * Office events a client is shown: those the office shared with the clients of a case she still holds
 * (an access grant while she is on the case), read-only and without their description.
 */
export const sharedWithClientSql = (userId: number): SQL =>
  and(
    eq(calendarEvents.sharedWithClients, true),
    isNotNull(calendarEvents.officeId),
    sql`exists (select 1 from ${caseClientAccess} join ${caseClients}
      on ${caseClients.caseId} = ${caseClientAccess.caseId} and ${caseClients.clientId} = ${caseClientAccess.clientId}
      where ${caseClientAccess.caseId} = ${calendarEvents.caseId} and ${caseClientAccess.userId} = ${userId})`,
  ) as SQL;

/** The events the scope reads: its calendar's, and for a person, the events shared with her cases. */
export const visibleEventsOf = (scope: CalendarScope, search = false): SQL =>
  scope.kind === 'office' || search
    ? eventsOf(scope)
    : (or(eventsOf(scope), sharedWithClientSql(scope.userId)) as SQL);

/** An event the scope reads but does not own: an office's event shared with a client. */
export const isSharedView = (scope: CalendarScope, event: { officeId: number | null }): boolean =>
  scope.kind === 'personal' && event.officeId !== null;

/** Whose SMS credit pays the scope's reminders: the office owner's, or the person's own. */
export const smsPayerOf = (scope: CalendarScope): number =>
  scope.kind === 'office' ? scope.ownerId : scope.userId;

export function assertCanView(scope: CalendarScope): void {
  if (!scope.canView) throw forbidden();
}

export function assertCanManage(scope: CalendarScope): void {
  if (!scope.canManage) throw forbidden();
}
