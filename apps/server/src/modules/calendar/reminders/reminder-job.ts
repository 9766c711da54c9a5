import { type ReminderSmsOutcome, smsSegments, toPersianDigits } from '@vakilyar/contract';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { cancelJobs, dueJobKeys, type TaskHandler } from '../../../jobs/jobs.ts';
import { users } from '../../auth/auth.tables.ts';
import { spendSmsCredits } from '../../messaging/sms-credit.ts';
import { createAlarms } from '../../notification/alarms.service.ts';
import { offices } from '../../office/tables/offices.ts';
import type { SmsService } from '../../sms/sms.service.ts';
import type { OutboxMessage } from '../../sms/sms-outbox.ts';
import { calendarTexts } from '../calendar.messages.ts';
import { occupiedUntil } from '../events/event-rows.ts';
import { DEFAULT_SETTINGS } from '../settings/settings.service.ts';
import { calendarEvents } from '../tables/events.ts';
import { calendarReminders } from '../tables/reminders.ts';
import { calendarSettings } from '../tables/settings.ts';
import { jalaliMoment, jalaliShort } from '../tehran-time.ts';
import { REMINDER_TASK, reminderJobKey } from './reminder-schedule.ts';

/** Reminders one job fires at most: the due ones of other jobs join the one whose job runs. */
const BATCH = 500;
const KEY_PREFIX = reminderJobKey('');

/** The SMS: the title shortened as needed so that it goes in one part (one credit). */
function reminderSmsText(title: string, when: string): string {
  let text = calendarTexts.reminderSms(title, when);
  for (let keep = title.length - 1; smsSegments(text) > 1 && keep >= 12; keep--) {
    text = calendarTexts.reminderSms(`${title.slice(0, keep)}…`, when);
  }
  return text;
}

/**
 * Locks the job's own reminder (when still to fire) and the reminders of up to BATCH other due jobs that
 * no worker has taken (their jobs locked too), skipping any that another batch holds.
 */
const takeDue = (tx: Tx, ownPid: string) =>
  tx
    .select({
      reminder: calendarReminders,
      event: calendarEvents,
      over: sql<boolean>`${occupiedUntil} <= now()`,
      phone: users.phone,
      officeOwnerId: offices.ownerId,
      smsReminders: calendarSettings.smsReminders,
    })
    .from(calendarReminders)
    .innerJoin(calendarEvents, eq(calendarEvents.id, calendarReminders.eventId))
    .innerJoin(users, eq(users.id, calendarReminders.userId))
    .leftJoin(offices, eq(offices.id, calendarEvents.officeId))
    .leftJoin(calendarSettings, eq(calendarSettings.userId, calendarReminders.userId))
    .where(
      and(
        eq(calendarReminders.status, 'scheduled'),
        or(
          eq(calendarReminders.pid, ownPid),
          sql`${KEY_PREFIX} || ${calendarReminders.pid} in (${dueJobKeys(REMINDER_TASK, KEY_PREFIX, BATCH)})`,
        ),
      ),
    )
    .orderBy(calendarReminders.remindAt, calendarReminders.id)
    .limit(BATCH + 1)
    .for('update', { of: calendarReminders, skipLocked: true });

type Due = Awaited<ReturnType<typeof takeDue>>[number];

interface Fired {
  due: Due;
  outcome: ReminderSmsOutcome | null;
  text: string;
  spendKey: string;
  payerId: number;
}

/** What each reminder says and, for an SMS one, whether it may go (its payer's credit spent here). */
async function decide(tx: Tx, live: Due[]): Promise<Fired[]> {
  const fired = live.map((due): Fired => {
    const { reminder, event } = due;
    const text = reminderSmsText(toPersianDigits(event.title), jalaliShort(event.startsAt, event.allDay));
    let outcome: ReminderSmsOutcome | null = null;
    if (reminder.channel === 'sms') {
      if (!(due.smsReminders ?? DEFAULT_SETTINGS.smsReminders)) outcome = 'disabled';
      else if (!due.phone) outcome = 'failed';
      else outcome = 'sent';
    }
    return {
      due,
      outcome,
      text,
      // A postponed hearing reminded again is a new message, charged again.
      spendKey: `calendar-reminder:${reminder.pid}:${reminder.remindAt.getTime()}`,
      payerId: due.officeOwnerId ?? event.ownerId ?? reminder.userId,
    };
  });
  const texting = fired.filter((f) => f.outcome === 'sent');
  const charged = await spendSmsCredits(
    tx,
    texting.map((f) => ({
      userId: f.payerId,
      segments: smsSegments(f.text),
      key: f.spendKey,
      reference: f.due.reminder.pid,
    })),
  );
  for (const f of texting) if (!charged.has(f.spendKey)) f.outcome = 'no_credit';
  return fired;
}

/**
 * Fires a batch in one transaction: each reminder is marked sent (or missed, its event over), its in-app
 * alarm written, its SMS queued in the outbox with the credit it spent, and its job removed. A crash
 * before the commit leaves everything to fire again; after it, nothing fires twice.
 */
async function fireBatch(tx: Tx, sms: SmsService, ownPid: string): Promise<void> {
  const taken = await takeDue(tx, ownPid);
  if (!taken.length) return;
  const missed = taken.filter((due) => due.over).map((due) => due.reminder.id);
  if (missed.length) {
    await tx.update(calendarReminders).set({ status: 'missed' }).where(inArray(calendarReminders.id, missed));
  }
  const fired = await decide(
    tx,
    taken.filter((due) => !due.over),
  );
  if (fired.length) {
    await tx.execute(sql`update calendar_reminders r set status = 'sent', sms_status = f.outcome, sent_at = now()
      from jsonb_to_recordset(${JSON.stringify(fired.map((f) => ({ id: f.due.reminder.id, outcome: f.outcome })))}::jsonb)
        as f(id bigint, outcome text)
      where r.id = f.id`);
  }
  await createAlarms(
    tx,
    fired.map(({ due, outcome }) => {
      const { event } = due;
      const place =
        toPersianDigits([event.court, event.branch, event.location].filter(Boolean).join('، ')) || null;
      const note = outcome && outcome !== 'sent' ? ` ${calendarTexts.smsNotSent[outcome]}` : '';
      return {
        userId: due.reminder.userId,
        kind: 'reminder' as const,
        title: calendarTexts.reminderAlarmTitle(toPersianDigits(event.title)),
        body: `${calendarTexts.reminderAlarmBody(jalaliMoment(event.startsAt, event.allDay), place)}${note}`,
        link: `/calendar?event=${event.pid}`,
      };
    }),
  );
  await sms.outbox.queue(
    tx,
    fired
      .filter((f) => f.outcome === 'sent')
      .map(
        (f): OutboxMessage => ({
          recipient: f.due.phone ?? '',
          text: f.text,
          kind: 'reminder',
          reference: f.due.reminder.pid,
          refund: { userId: f.payerId, spendKey: f.spendKey, segments: smsSegments(f.text) },
        }),
      ),
  );
  await cancelJobs(
    tx,
    taken.map((due) => reminderJobKey(due.reminder.pid)),
  );
}

/**
 * The `calendar.reminder` job: fires its reminder together with up to BATCH other due ones, whose jobs it
 * removes (10,000 reminders due in one minute are a few dozen transactions, not 10,000). Nothing is sent
 * from here: an SMS leaves from the outbox once this commits.
 */
export function reminderTask(db: Db, sms: SmsService): TaskHandler {
  // An SMS the outbox finally gave up on: the reminder says so (its credit has been refunded).
  sms.outbox.onFailure('reminder', async (tx, pids) => {
    await tx
      .update(calendarReminders)
      .set({ smsStatus: 'failed' })
      .where(inArray(calendarReminders.pid, pids));
  });
  return async (payload) => {
    const pid = (payload as { reminder?: unknown } | null)?.reminder;
    if (typeof pid !== 'string') return;
    await db.transaction((tx) => fireBatch(tx, sms, pid));
  };
}
