import { eq, type SQL } from 'drizzle-orm';
import { forbidden } from '../../core/errors.ts';
import type { Executor } from '../../db/client.ts';
import type { Actor } from '../auth/actor.ts';
import { can, officeOf } from '../office/access.ts';
import { calendarEvents } from './tables/events.ts';

/**
 * Whose calendar the caller works in: a lawyer's office calendar, shared with the office's secretaries
 * (through the office module's scope rule, so a removed secretary loses it at once), or, for everyone
 * else (clients, consultants), their own.
 */
export type CalendarScope =
  | { kind: 'office'; officeId: number; ownerId: number; canView: boolean; canManage: boolean }
  | { kind: 'personal'; userId: number; canView: true; canManage: true };

export async function calendarOf(db: Executor, caller: Actor): Promise<CalendarScope> {
  const office = await officeOf(db, caller);
  if (!office) return { kind: 'personal', userId: caller.userId, canView: true, canManage: true };
  return {
    kind: 'office',
    officeId: office.officeId,
    ownerId: office.ownerId,
    canView: can(caller, office.role, 'calendar.view'),
    canManage: can(caller, office.role, 'calendar.manage'),
  };
}

/** The events of the scope's calendar. */
export const eventsOf = (scope: CalendarScope): SQL =>
  scope.kind === 'office'
    ? eq(calendarEvents.officeId, scope.officeId)
    : eq(calendarEvents.ownerId, scope.userId);

/** Whose SMS credit pays the scope's reminders: the office owner's, or the person's own. */
export const smsPayerOf = (scope: CalendarScope): number =>
  scope.kind === 'office' ? scope.ownerId : scope.userId;

export function assertCanView(scope: CalendarScope): void {
  if (!scope.canView) throw forbidden();
}

export function assertCanManage(scope: CalendarScope): void {
  if (!scope.canManage) throw forbidden();
}
