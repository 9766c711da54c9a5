import type { CalendarEvent, CalendarEventType, DeadlineRule } from '@vakilyar/contract';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client.ts';
import { users } from '../../auth/auth.tables.ts';
import { caseAccessSql } from '../../office/access.ts';
import { officeCases } from '../../office/tables/cases.ts';
import { offices } from '../../office/tables/offices.ts';
import { userRefOf } from '../../office/user-ref.ts';
import { type CalendarScope, eventsOf, isSharedView, visibleEventsOf } from '../calendar-scope.ts';
import { calendarEvents } from '../tables/events.ts';
import { calendarReminders } from '../tables/reminders.ts';

export type EventRow = typeof calendarEvents.$inferSelect;

const createdBy = alias(users, 'calendar_event_created_by');

/** When an event stops taking time: an all-day event's last day ends at the next midnight. */
export const occupiedUntil = sql<Date>`(case when ${calendarEvents.allDay}
  then ${calendarEvents.endsAt} + interval '1 day' else ${calendarEvents.endsAt} end)`;

/**
 * Events with what their card shows to `viewerId`: the linked case only when the viewer may see that
 * case (an office event may point at a case shared with the lawyer alone), the creator, and how many of
 * the viewer's reminders are still to fire.
 */
export function selectEvents(db: Executor, viewerId: number) {
  return db
    .select({
      event: calendarEvents,
      casePid: officeCases.pid,
      caseTitle: officeCases.title,
      caseAccess: caseAccessSql(viewerId),
      createdBy: { pid: createdBy.pid, first_name: createdBy.firstName, last_name: createdBy.lastName },
      remindersCount: sql<number>`(select count(*) from ${calendarReminders}
        where ${calendarReminders.eventId} = ${calendarEvents.id} and ${calendarReminders.userId} = ${viewerId}
        and ${calendarReminders.status} = 'scheduled')::int`,
    })
    .from(calendarEvents)
    .leftJoin(officeCases, eq(officeCases.id, calendarEvents.caseId))
    .leftJoin(offices, eq(offices.id, officeCases.officeId))
    .leftJoin(createdBy, eq(createdBy.id, calendarEvents.createdById));
}

export type SelectedEvent = Awaited<ReturnType<ReturnType<typeof selectEvents>['where']>>[number];

export function presentEvent(row: SelectedEvent, scope: CalendarScope): CalendarEvent {
  const e = row.event;
  // A client reads her lawyer's shared event: never the office's notes, never editable.
  const shared = isSharedView(scope, e);
  return {
    pid: e.pid,
    title: e.title,
    event_type: e.eventType as CalendarEventType,
    starts_at: e.startsAt.toISOString(),
    ends_at: e.endsAt.toISOString(),
    all_day: e.allDay,
    location: e.location,
    court: e.court,
    branch: e.branch,
    description: shared ? null : e.description,
    case: row.casePid && row.caseAccess ? { pid: row.casePid, title: row.caseTitle ?? '' } : null,
    deadline:
      e.deadlineRule && e.deadlineServedOn
        ? { served_on: e.deadlineServedOn, rule: e.deadlineRule as DeadlineRule, days: e.deadlineDays ?? 0 }
        : null,
    calendar: e.officeId ? 'office' : 'personal',
    shared_with_clients: e.sharedWithClients,
    sms_clients: shared ? false : e.smsClients,
    shared_view: shared,
    reminders_count: row.remindersCount,
    can_edit: scope.canManage && !shared,
    created_by: userRefOf(row.createdBy),
    created_at: e.createdAt.toISOString(),
    updated_at: e.updatedAt.toISOString(),
  };
}

/** An event the scope reads (its own, or one shared with a client's case) by pid, or undefined. */
export async function findVisibleEvent(db: Executor, scope: CalendarScope, pid: string) {
  const [row] = await db
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.pid, pid), visibleEventsOf(scope)));
  return row;
}

/** An event of the scope's calendar by pid (locked for the transaction with `lock`), or undefined. */
export async function findEvent(db: Executor, scope: CalendarScope, pid: string, lock = false) {
  const query = db
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.pid, pid), eventsOf(scope)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}
