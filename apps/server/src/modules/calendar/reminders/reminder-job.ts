import { type ReminderSmsOutcome, smsSegments, toPersianDigits } from '@vakilyar/contract';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../../core/errors.ts';
import type { Db, Tx } from '../../../db/client.ts';
import type { TaskHandler } from '../../../jobs/jobs.ts';
import { users } from '../../auth/auth.tables.ts';
import { refundSmsCredit, spendSmsCredit } from '../../messaging/sms-credit.ts';
import { createAlarm } from '../../notification/alarms.service.ts';
import { offices } from '../../office/tables/offices.ts';
import type { SmsService } from '../../sms/sms.service.ts';
import { calendarTexts } from '../calendar.messages.ts';
import { occupiedUntil } from '../events/event-rows.ts';
import { readSettings } from '../settings/settings.service.ts';
import { calendarEvents } from '../tables/events.ts';
import { calendarReminders } from '../tables/reminders.ts';
import { jalaliMoment, jalaliShort } from '../tehran-time.ts';

/** The SMS: the title shortened as needed so that it goes in one part (one credit). */
function reminderSmsText(title: string, when: string): string {
  let text = calendarTexts.reminderSms(title, when);
  for (let keep = title.length - 1; smsSegments(text) > 1 && keep >= 12; keep--) {
    text = calendarTexts.reminderSms(`${title.slice(0, keep)}…`, when);
  }
  return text;
}

interface Claim {
  reminderId: number;
  remindAt: Date;
  userId: number;
  payerId: number;
  phone: string | null;
  text: string;
  alarm: { title: string; body: string; link: string };
  /** Decided before sending: the SMS is to go (credit spent), or why it does not. */
  sms: 'send' | ReminderSmsOutcome | null;
  spendKey: string;
  segments: number;
}

/**
 * Takes a due reminder: nothing when it is gone, fired or moved; `missed` when its event is over;
 * otherwise what to say, and for an SMS reminder the credit is spent here (once per reminder, however
 * often the job is retried) or the reason it will not be texted.
 */
async function claim(tx: Tx, reminderPid: string): Promise<Claim | null> {
  const [row] = await tx
    .select({
      reminder: calendarReminders,
      event: calendarEvents,
      over: sql<boolean>`${occupiedUntil} <= now()`,
      phone: users.phone,
      officeOwnerId: offices.ownerId,
    })
    .from(calendarReminders)
    .innerJoin(calendarEvents, eq(calendarEvents.id, calendarReminders.eventId))
    .innerJoin(users, eq(users.id, calendarReminders.userId))
    .leftJoin(offices, eq(offices.id, calendarEvents.officeId))
    .where(eq(calendarReminders.pid, reminderPid))
    .for('update', { of: calendarReminders });
  if (row?.reminder.status !== 'scheduled') return null;
  const { reminder, event } = row;
  if (row.over) {
    await tx.update(calendarReminders).set({ status: 'missed' }).where(eq(calendarReminders.id, reminder.id));
    return null;
  }
  const title = toPersianDigits(event.title);
  const when = jalaliMoment(event.startsAt, event.allDay);
  const place =
    toPersianDigits([event.court, event.branch, event.location].filter(Boolean).join('، ')) || null;
  const text = reminderSmsText(title, jalaliShort(event.startsAt, event.allDay));
  const payerId = row.officeOwnerId ?? event.ownerId ?? reminder.userId;
  const spendKey = `calendar-reminder:${reminder.pid}`;
  let sms: Claim['sms'] = null;
  let segments = 0;
  if (reminder.channel === 'sms') {
    const settings = await readSettings(tx, reminder.userId);
    if (!settings.smsReminders) sms = 'disabled';
    else if (!row.phone) sms = 'failed';
    else {
      try {
        segments = (await spendSmsCredit(tx, payerId, text, { key: spendKey, reference: reminder.pid }))
          .segments;
        sms = 'send';
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'payment_required')) throw error;
        sms = 'no_credit';
      }
    }
  }
  return {
    reminderId: reminder.id,
    remindAt: reminder.remindAt,
    userId: reminder.userId,
    payerId,
    phone: row.phone,
    text,
    alarm: {
      title: calendarTexts.reminderAlarmTitle(title),
      body: calendarTexts.reminderAlarmBody(when, place),
      link: `/calendar?event=${event.pid}`,
    },
    sms,
    spendKey,
    segments,
  };
}

/** Leaves the in-app alarm (saying when the SMS did not go) and records the reminder as fired, once. */
async function finish(tx: Tx, taken: Claim, outcome: ReminderSmsOutcome | null): Promise<void> {
  const [fired] = await tx
    .update(calendarReminders)
    .set({ status: 'sent', smsStatus: outcome, sentAt: sql`now()` })
    .where(
      sql`${calendarReminders.id} = ${taken.reminderId} and ${calendarReminders.status} = 'scheduled'
        and ${calendarReminders.remindAt} = ${taken.remindAt}`,
    )
    .returning({ id: calendarReminders.id });
  // Moved or deleted while the SMS was on its way: the reminder's new job speaks for it.
  if (!fired) return;
  const note = outcome && outcome !== 'sent' ? ` ${calendarTexts.smsNotSent[outcome]}` : '';
  await createAlarm(tx, {
    userId: taken.userId,
    kind: 'reminder',
    title: taken.alarm.title,
    body: `${taken.alarm.body}${note}`,
    link: taken.alarm.link,
  });
}

/**
 * The `calendar.reminder` job. The SMS goes between two transactions (never inside one): a retry after
 * a crash may text twice but charges once (the spend is keyed by the reminder) and alarms once.
 */
export function reminderTask(db: Db, sms: SmsService): TaskHandler {
  return async (payload) => {
    const pid = (payload as { reminder?: unknown } | null)?.reminder;
    if (typeof pid !== 'string') return;
    const taken = await db.transaction((tx) => claim(tx, pid));
    if (!taken) return;
    let outcome: ReminderSmsOutcome | null = taken.sms === 'send' ? 'sent' : taken.sms;
    if (taken.sms === 'send' && taken.phone) {
      try {
        await sms.sendText(taken.phone, taken.text, 'reminder');
      } catch {
        await refundSmsCredit(db, taken.payerId, taken.spendKey, taken.segments);
        outcome = 'failed';
      }
    }
    await db.transaction((tx) => finish(tx, taken, outcome));
  };
}
