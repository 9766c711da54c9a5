import type { CalendarEventListQuery, CalendarEventRequest } from '@vakilyar/contract';
import { and, asc, count, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import { notFound } from '../../../core/errors.ts';
import { newPid } from '../../../core/ids.ts';
import { orderingFor, pageWindow } from '../../../core/paging.ts';
import type { Db, Tx } from '../../../db/client.ts';
import type { Actor } from '../../auth/actor.ts';
import { keyOf, textSearch } from '../../office/search-sql.ts';
import { officeCases } from '../../office/tables/cases.ts';
import { calendarTexts } from '../calendar.messages.ts';
import {
  assertCanManage,
  assertCanView,
  type CalendarScope,
  calendarOf,
  visibleEventsOf,
} from '../calendar-scope.ts';
import { syncClientTexts } from '../client-texts/client-texts.ts';
import type { DeadlinesService } from '../deadlines/deadlines.service.ts';
import {
  addReminders,
  cancelEventReminders,
  moveReminders,
  type ReminderSpec,
} from '../reminders/reminder-schedule.ts';
import { readSettings } from '../settings/settings.service.ts';
import { calendarEvents } from '../tables/events.ts';
import { addDays, tehranMidnight } from '../tehran-time.ts';
import { auditCaseEvent } from './event-audit.ts';
import { caseIsVisible, type EventCase, visibleCase } from './event-case.ts';
import { findEvent, findVisibleEvent, occupiedUntil, presentEvent, selectEvents } from './event-rows.ts';
import { eventSmsCreditWarning } from './event-sms-warning.ts';
import { eventTimesOf } from './event-times.ts';

/** A list bound: a day is its midnight in Tehran (`to` names the last day included), or the moment. */
const lowerBound = (bound: string) => (bound.length === 10 ? tehranMidnight(bound) : new Date(bound));
const upperBound = (bound: string) =>
  bound.length === 10 ? tehranMidnight(addDays(bound, 1)) : new Date(bound);

const searchTextOf = (input: CalendarEventRequest) =>
  keyOf(
    [input.title, input.location, input.court, input.branch, input.description].filter(Boolean).join(' '),
  ) ?? '';

/**
 * The reminders a new event gets: the creator's default ones, and on an office event someone else enters
 * (a secretary, a co-counsel), the office lawyer's own too (the lawyer goes to the hearing). Each by that
 * person's settings.
 */
async function defaultReminders(tx: Tx, lawyerId: number | null, creatorId: number): Promise<ReminderSpec[]> {
  const people = lawyerId !== null && lawyerId !== creatorId ? [creatorId, lawyerId] : [creatorId];
  const specs: ReminderSpec[] = [];
  for (const userId of people) {
    const settings = await readSettings(tx, userId);
    const channel = settings.smsReminders ? settings.defaultChannel : 'in_app';
    for (const offsetMinutes of settings.reminderOffsets) {
      specs.push({ userId, offsetMinutes, channel, createdById: creatorId });
    }
  }
  return specs;
}

/**
 * The calendar a new event goes into: a case's event into the case's office calendar, whoever of its
 * lawyers enters it, so the case has one calendar; any other event into the caller's own.
 */
function homeOf(scope: CalendarScope, kase: EventCase | null) {
  if (scope.kind === 'personal') return { officeId: null, ownerId: scope.userId, lawyerId: null };
  const office = kase?.office ?? { id: scope.officeId, ownerId: scope.ownerId };
  return { officeId: office.id, ownerId: null, lawyerId: office.ownerId };
}

/**
 * Whom an office event of a case reaches: a hearing is shown to the case's clients unless the lawyer
 * turns it off, any other event only when turned on; texts go only when asked. A personal event, or one
 * without a case, reaches no one.
 */
function clientSharing(
  input: CalendarEventRequest,
  eventType: string,
  caseId: number | null,
  officeId: number | null,
) {
  const reachable = officeId !== null && caseId !== null;
  return {
    sharedWithClients: reachable && (input.shared_with_clients ?? eventType === 'hearing'),
    smsClients: reachable && (input.sms_clients ?? false),
  };
}

type SavedEvent = typeof calendarEvents.$inferSelect | undefined;

/** Calendar events of the caller's calendar: the office's shared one, or their own. */
export function createEventsService(db: Db, deadlines: DeadlinesService) {
  async function findOwn(caller: Actor, pid: string) {
    const scope = await calendarOf(db, caller);
    const event = await findEvent(db, scope, pid);
    if (!event) throw notFound(calendarTexts.eventNotFound);
    return { scope, event };
  }

  async function list(caller: Actor, query: CalendarEventListQuery) {
    const scope = await calendarOf(db, caller);
    assertCanView(scope);
    const search = textSearch(calendarEvents.searchText, query.search);
    const future = query.future_events_only === 'true' || query.future_events_only === '1';
    const where = and(
      visibleEventsOf(scope, Boolean(search)),
      search?.where,
      future ? sql`${occupiedUntil} > now()` : undefined,
      query.from ? sql`${occupiedUntil} > ${lowerBound(query.from)}` : undefined,
      query.to ? lt(calendarEvents.startsAt, upperBound(query.to)) : undefined,
      query.case
        ? sql`${calendarEvents.caseId} = (select ${officeCases.id} from ${officeCases} where ${officeCases.pid} = ${query.case})`
        : undefined,
      query.event_type ? eq(calendarEvents.eventType, query.event_type) : undefined,
    ) as SQL;
    const fallback: SQL[] = search ? [desc(search.rank)] : [];
    const order = orderingFor(
      {
        starts_at: calendarEvents.startsAt,
        ends_at: calendarEvents.endsAt,
        title: calendarEvents.title,
        event_type: calendarEvents.eventType,
        created_at: calendarEvents.createdAt,
      },
      query.ordering,
      [...fallback, asc(calendarEvents.startsAt)],
    );
    const { limit, offset } = pageWindow(query);
    const [rows, [total]] = await Promise.all([
      selectEvents(db, caller.userId)
        .where(where)
        .orderBy(...order, asc(calendarEvents.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(calendarEvents).where(where),
    ]);
    return { count: total?.n ?? 0, results: rows.map((row) => presentEvent(row, scope)) };
  }

  /** One event: of the caller's calendar, or (for a client) shared with one of her cases. */
  async function get(caller: Actor, pid: string) {
    const scope = await calendarOf(db, caller);
    assertCanView(scope);
    const event = await findVisibleEvent(db, scope, pid);
    if (!event) throw notFound(calendarTexts.eventNotFound);
    const [row] = await selectEvents(db, caller.userId).where(eq(calendarEvents.id, event.id));
    if (!row) throw notFound(calendarTexts.eventNotFound);
    return presentEvent(row, scope);
  }

  /** The event as the caller sees it, the server's confirmation, and a warning if its SMS cannot be paid for. */
  async function answer(
    caller: Actor,
    scope: CalendarScope,
    pid: string,
    saved: SavedEvent,
    message: string,
  ) {
    const event = await get(caller, pid);
    const warning = saved ? await eventSmsCreditWarning(db, scope, saved) : null;
    return { ...event, message, warning };
  }

  async function create(caller: Actor, input: CalendarEventRequest) {
    const scope = await calendarOf(db, caller);
    assertCanManage(scope);
    const times = await eventTimesOf(input, deadlines);
    const kase = input.case ? await visibleCase(db, caller, input.case) : null;
    const caseId = kase?.id ?? null;
    const { lawyerId, ...home } = homeOf(scope, kase);
    const pid = newPid();
    const saved = await db.transaction(async (tx) => {
      const [event] = await tx
        .insert(calendarEvents)
        .values({
          pid,
          ...home,
          caseId,
          title: input.title,
          ...times,
          location: input.location ?? null,
          court: input.court ?? null,
          branch: input.branch ?? null,
          description: input.description ?? null,
          ...clientSharing(input, times.eventType, caseId, home.officeId),
          searchText: searchTextOf(input),
          createdById: caller.userId,
          updatedById: caller.userId,
        })
        .returning();
      if (!event) return;
      await addReminders(tx, event, await defaultReminders(tx, lawyerId, caller.userId));
      await syncClientTexts(tx, event);
      await auditCaseEvent(tx, caller, 'create', event);
      return event;
    });
    return answer(caller, scope, pid, saved, calendarTexts.eventCreated);
  }

  /** PUT: the whole event. Moving it moves its reminders (and their jobs) in the same transaction. */
  async function update(caller: Actor, pid: string, input: CalendarEventRequest) {
    const { scope, event: found } = await findOwn(caller, pid);
    assertCanManage(scope);
    const times = await eventTimesOf(input, deadlines);
    // A case the caller cannot see stays linked when the form sends none (they never saw it).
    const keepHiddenCase =
      !input.case &&
      found.caseId !== null &&
      !(await caseIsVisible(db, caller, eq(officeCases.id, found.caseId)));
    const kase = input.case ? await visibleCase(db, caller, input.case) : null;
    const caseId = kase ? kase.id : keepHiddenCase ? found.caseId : null;
    // An office event moves with its case into the case's office calendar; a personal one stays personal.
    const officeId = found.officeId === null ? null : (kase?.office?.id ?? found.officeId);
    const saved = await db.transaction(async (tx) => {
      const event = await findEvent(tx, scope, pid, true);
      if (!event) throw notFound(calendarTexts.eventNotFound);
      const [updated] = await tx
        .update(calendarEvents)
        .set({
          officeId,
          caseId,
          title: input.title,
          ...times,
          location: input.location ?? null,
          court: input.court ?? null,
          branch: input.branch ?? null,
          description: input.description ?? null,
          ...clientSharing(input, times.eventType, caseId, officeId),
          searchText: searchTextOf(input),
          updatedById: caller.userId,
          updatedAt: sql`now()`,
        })
        .where(eq(calendarEvents.id, event.id))
        .returning();
      if (!updated) return;
      const moved = event.startsAt.getTime() !== times.startsAt.getTime() || event.allDay !== times.allDay;
      if (moved) await moveReminders(tx, updated);
      await syncClientTexts(tx, updated);
      await auditCaseEvent(
        tx,
        caller,
        'update',
        updated.caseId ? updated : { ...updated, caseId: event.caseId },
      );
      return updated;
    });
    return answer(caller, scope, pid, saved, calendarTexts.eventUpdated);
  }

  /** Deletes the event and its reminders, cancelling their jobs in the same transaction. */
  async function remove(caller: Actor, pid: string) {
    const { scope } = await findOwn(caller, pid);
    assertCanManage(scope);
    await db.transaction(async (tx) => {
      const event = await findEvent(tx, scope, pid, true);
      if (!event) throw notFound(calendarTexts.eventNotFound);
      await cancelEventReminders(tx, event.id);
      await auditCaseEvent(tx, caller, 'delete', event);
      await tx.delete(calendarEvents).where(eq(calendarEvents.id, event.id));
    });
  }

  return { list, get, create, update, remove };
}

export type EventsService = ReturnType<typeof createEventsService>;
