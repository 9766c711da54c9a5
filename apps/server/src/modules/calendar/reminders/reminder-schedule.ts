import type { ReminderChannel } from '@vakilyar/contract';
import { eq, sql } from 'drizzle-orm';
import { newPid } from '../../../core/ids.ts';
import type { Tx } from '../../../db/client.ts';
import { cancelJob, scheduleJob } from '../../../jobs/jobs.ts';
import { calendarEvents } from '../tables/events.ts';
import { calendarReminders } from '../tables/reminders.ts';
import { tehranDay, tehranMidnight } from '../tehran-time.ts';

/** The job that fires one reminder. */
export const REMINDER_TASK = 'calendar.reminder';
/** A reminder is worth a few retries (the SMS provider may be down), not graphile-worker's 25. */
const REMINDER_ATTEMPTS = 5;

export const reminderJobKey = (reminderPid: string) => `calendar-reminder:${reminderPid}`;

type EventTimes = Pick<typeof calendarEvents.$inferSelect, 'startsAt' | 'allDay'>;

const OFFICE_OPENS_MS = 8 * 3_600_000;

/** 08:00 in Tehran on the Tehran day a moment falls on. */
const officeMorningOf = (moment: Date): Date =>
  new Date(tehranMidnight(tehranDay(moment)).getTime() + OFFICE_OPENS_MS);

/** What reminders count back from: the start, or 08:00 Tehran of an all-day event's day (no text at midnight). */
export const anchorOf = (event: EventTimes): Date =>
  event.allDay ? officeMorningOf(event.startsAt) : event.startsAt;

/**
 * When a reminder fires. An all-day event (a deadline) is reminded at 08:00 Tehran of the day its offset
 * reaches: «an hour before» a deadline is the morning of its day, «a day before» the morning before,
 * never 07:00 or the evening before.
 */
export function remindAtOf(event: EventTimes, offsetMinutes: number): Date {
  const moment = new Date(anchorOf(event).getTime() - offsetMinutes * 60_000);
  return event.allDay ? officeMorningOf(moment) : moment;
}

/** The offset of a reminder given as a moment; negative when the moment is after the anchor. */
export const offsetOf = (event: EventTimes, remindAt: Date): number =>
  Math.round((anchorOf(event).getTime() - remindAt.getTime()) / 60_000);

export interface ReminderSpec {
  userId: number;
  offsetMinutes: number;
  channel: ReminderChannel;
  createdById: number;
}

type ReminderRow = typeof calendarReminders.$inferSelect;

/** Queues the reminder's one job (replacing any pending one) in the caller's transaction. */
export const scheduleReminderJob = (tx: Tx, reminder: Pick<ReminderRow, 'pid' | 'remindAt'>) =>
  scheduleJob(
    tx,
    REMINDER_TASK,
    { reminder: reminder.pid },
    { runAt: reminder.remindAt, jobKey: reminderJobKey(reminder.pid), maxAttempts: REMINDER_ATTEMPTS },
  );

/**
 * Adds reminders to an event and queues their jobs; one whose time has passed, or that the person
 * already has, is skipped. Answers the rows added.
 */
export async function addReminders(
  tx: Tx,
  event: EventTimes & { id: number },
  specs: ReminderSpec[],
  now = new Date(),
): Promise<ReminderRow[]> {
  const rows = specs
    .map((spec) => ({ ...spec, remindAt: remindAtOf(event, spec.offsetMinutes) }))
    .filter((spec) => spec.remindAt > now)
    .map((spec) => ({ ...spec, pid: newPid(), eventId: event.id }));
  if (!rows.length) return [];
  const added = await tx.insert(calendarReminders).values(rows).onConflictDoNothing().returning();
  for (const reminder of added) await scheduleReminderJob(tx, reminder);
  return added;
}

/**
 * Moves an event's reminders with it: each keeps its offset, gets its new time and its job is replaced.
 * One that had fired (or was missed) is armed again when its new time is still ahead: a postponed
 * hearing is reminded again.
 */
export async function moveReminders(tx: Tx, event: EventTimes & { id: number }, now = new Date()) {
  const reminders = await tx
    .select()
    .from(calendarReminders)
    .where(eq(calendarReminders.eventId, event.id))
    .for('update');
  for (const reminder of reminders) {
    const remindAt = remindAtOf(event, reminder.offsetMinutes);
    const rearm = reminder.status === 'scheduled' || remindAt > now;
    await tx
      .update(calendarReminders)
      .set(rearm ? { remindAt, status: 'scheduled', smsStatus: null, sentAt: null } : { remindAt })
      .where(eq(calendarReminders.id, reminder.id));
    if (rearm) await scheduleReminderJob(tx, { pid: reminder.pid, remindAt });
  }
}

/** Cancels the pending jobs of an event's reminders (before the event and its reminders go). */
export async function cancelEventReminders(tx: Tx, eventId: number): Promise<void> {
  const reminders = await tx
    .select({ pid: calendarReminders.pid })
    .from(calendarReminders)
    .where(sql`${calendarReminders.eventId} = ${eventId} and ${calendarReminders.status} = 'scheduled'`);
  for (const reminder of reminders) await cancelJob(tx, reminderJobKey(reminder.pid));
}

/**
 * Drops one person's reminders of a case's events, cancelling their jobs: a co-counsel taken off the case
 * is no longer reminded of hearings they can no longer see (the events themselves stay with the case).
 */
export async function dropCaseRemindersOf(tx: Tx, userId: number, caseId: number): Promise<void> {
  const dropped = await tx
    .delete(calendarReminders)
    .where(
      sql`${calendarReminders.userId} = ${userId} and ${calendarReminders.eventId} in (select ${calendarEvents.id} from ${calendarEvents}
          where ${calendarEvents.caseId} = ${caseId})`,
    )
    .returning({ pid: calendarReminders.pid });
  for (const reminder of dropped) await cancelJob(tx, reminderJobKey(reminder.pid));
}
