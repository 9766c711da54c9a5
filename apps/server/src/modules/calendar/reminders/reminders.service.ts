import {
  type CreateReminderRequest,
  MAX_REMINDERS_PER_EVENT,
  type Reminder,
  type ReminderChannel,
  type ReminderSmsOutcome,
  type ReminderStatus,
} from '@vakilyar/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { conflict, fieldError, forbidden, notFound, validationError } from '../../../core/errors.ts';
import { newPid } from '../../../core/ids.ts';
import { pageWindow } from '../../../core/paging.ts';
import type { Db } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/pg-errors.ts';
import { cancelJob } from '../../../jobs/jobs.ts';
import type { Actor } from '../../auth/actor.ts';
import { users } from '../../auth/auth.tables.ts';
import { calendarTexts } from '../calendar.messages.ts';
import { assertCanView, type CalendarScope, calendarOf, eventsOf } from '../calendar-scope.ts';
import { findEvent } from '../events/event-rows.ts';
import { calendarEvents } from '../tables/events.ts';
import { calendarReminders } from '../tables/reminders.ts';
import { offsetOf, remindAtOf, reminderJobKey, scheduleReminderJob } from './reminder-schedule.ts';
import { smsCreditWarning } from './sms-credit-warning.ts';

const recipient = alias(users, 'calendar_reminder_recipient');

type ReminderListRow = {
  reminder: typeof calendarReminders.$inferSelect;
  eventPid: string;
  recipient: { pid: string; first_name: string; last_name: string };
};

function present(row: ReminderListRow, caller: Actor, scope: CalendarScope): Reminder {
  const r = row.reminder;
  return {
    pid: r.pid,
    event: row.eventPid,
    remind_before_minutes: r.offsetMinutes,
    remind_at: r.remindAt.toISOString(),
    channel: r.channel as ReminderChannel,
    status: r.status as ReminderStatus,
    sms_status: r.smsStatus as ReminderSmsOutcome | null,
    sent_at: r.sentAt?.toISOString() ?? null,
    recipient: row.recipient,
    can_delete: r.userId === caller.userId || scope.canManage,
    created_at: r.createdAt.toISOString(),
  };
}

/** Reminders of the events of the caller's calendar; each belongs to the person it reminds. */
export function createRemindersService(db: Db) {
  const selectReminders = () =>
    db
      .select({
        reminder: calendarReminders,
        eventPid: calendarEvents.pid,
        recipient: { pid: recipient.pid, first_name: recipient.firstName, last_name: recipient.lastName },
      })
      .from(calendarReminders)
      .innerJoin(calendarEvents, eq(calendarEvents.id, calendarReminders.eventId))
      .innerJoin(recipient, eq(recipient.id, calendarReminders.userId));

  async function eventOf(caller: Actor, pid: string) {
    const scope = await calendarOf(db, caller);
    const event = await findEvent(db, scope, pid);
    if (!event) throw notFound(calendarTexts.eventNotFound);
    assertCanView(scope);
    return { scope, event };
  }

  async function listForEvent(caller: Actor, eventPid: string, query: { page: number; page_size: number }) {
    const { scope, event } = await eventOf(caller, eventPid);
    const where = eq(calendarReminders.eventId, event.id);
    const { limit, offset } = pageWindow(query);
    const [rows, [total]] = await Promise.all([
      selectReminders()
        .where(where)
        .orderBy(asc(calendarReminders.remindAt), asc(calendarReminders.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(calendarReminders).where(where),
    ]);
    return { count: total?.n ?? 0, results: rows.map((row) => present(row, caller, scope)) };
  }

  async function get(caller: Actor, scope: CalendarScope, pid: string) {
    const [row] = await selectReminders().where(and(eq(calendarReminders.pid, pid), eventsOf(scope)));
    if (!row) throw notFound(calendarTexts.reminderNotFound);
    return present(row, caller, scope);
  }

  /**
   * A reminder for the caller: minutes before the event or a moment before it. SMS credit is spent when
   * the reminder fires (without it, the reminder comes in the app); an SMS reminder made with no credit
   * left is accepted with a warning that says so now, not when it is too late to buy some.
   */
  async function create(caller: Actor, input: CreateReminderRequest) {
    const { scope, event } = await eventOf(caller, input.event);
    const field = input.remind_at ? 'remind_at' : 'remind_before_minutes';
    const pid = newPid();
    await db
      .transaction(async (tx) => {
        // The event is locked so that its reminders are timed, counted and added one request at a time.
        const locked = await findEvent(tx, scope, event.pid, true);
        if (!locked) throw notFound(calendarTexts.eventNotFound);
        const offsetMinutes = input.remind_at
          ? offsetOf(locked, new Date(input.remind_at))
          : (input.remind_before_minutes as number);
        if (offsetMinutes < 0) throw fieldError(field, calendarTexts.reminderAfterStart);
        const remindAt = remindAtOf(locked, offsetMinutes);
        if (remindAt <= new Date()) throw fieldError(field, calendarTexts.reminderInPast);
        const [mine] = await tx
          .select({ n: count() })
          .from(calendarReminders)
          .where(and(eq(calendarReminders.eventId, locked.id), eq(calendarReminders.userId, caller.userId)));
        if ((mine?.n ?? 0) >= MAX_REMINDERS_PER_EVENT) {
          throw validationError(calendarTexts.tooManyReminders(MAX_REMINDERS_PER_EVENT));
        }
        await tx.insert(calendarReminders).values({
          pid,
          eventId: locked.id,
          userId: caller.userId,
          offsetMinutes,
          remindAt,
          channel: input.channel,
          createdById: caller.userId,
        });
        await scheduleReminderJob(tx, { pid, remindAt });
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw conflict(calendarTexts.reminderExists);
        throw error;
      });
    return {
      ...(await get(caller, scope, pid)),
      message: calendarTexts.reminderCreated,
      warning:
        input.channel === 'sms'
          ? await smsCreditWarning(db, scope, {
              office: calendarTexts.reminderWithoutOfficeSmsCredit,
              own: calendarTexts.reminderWithoutOwnSmsCredit,
            })
          : null,
    };
  }

  /** One's own reminder, or any on a calendar one manages; its job goes with it. */
  async function remove(caller: Actor, pid: string) {
    const scope = await calendarOf(db, caller);
    const [row] = await db
      .select({ id: calendarReminders.id, userId: calendarReminders.userId })
      .from(calendarReminders)
      .innerJoin(calendarEvents, eq(calendarEvents.id, calendarReminders.eventId))
      .where(and(eq(calendarReminders.pid, pid), eventsOf(scope)));
    if (!row) throw notFound(calendarTexts.reminderNotFound);
    assertCanView(scope);
    if (row.userId !== caller.userId && !scope.canManage) throw forbidden();
    await db.transaction(async (tx) => {
      await cancelJob(tx, reminderJobKey(pid));
      await tx.delete(calendarReminders).where(eq(calendarReminders.id, row.id));
    });
  }

  return { listForEvent, create, remove };
}

export type RemindersService = ReturnType<typeof createRemindersService>;
