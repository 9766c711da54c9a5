import { type ClientSmsPreviewRequest, smsSegments } from '@vakilyar/contract';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../core/errors.ts';
import { newPid } from '../../../core/ids.ts';
import type { Db, Executor, Tx } from '../../../db/client.ts';
import { cancelJob, scheduleJob, type TaskHandler } from '../../../jobs/jobs.ts';
import type { Actor } from '../../auth/actor.ts';
import { refundSmsCredit, smsBalance, spendSmsCredit } from '../../messaging/sms-credit.ts';
import { caseClients, officeCases } from '../../office/tables/cases.ts';
import { officeClients } from '../../office/tables/clients.ts';
import { offices } from '../../office/tables/offices.ts';
import type { SmsService } from '../../sms/sms.service.ts';
import { assertCanManage, calendarOf, smsPayerOf } from '../calendar-scope.ts';
import { visibleCase } from '../events/event-case.ts';
import { occupiedUntil } from '../events/event-rows.ts';
import { anchorOf } from '../reminders/reminder-schedule.ts';
import { calendarClientTexts } from '../tables/client-texts.ts';
import { calendarEvents } from '../tables/events.ts';
import { clientTextOf } from './client-text-message.ts';

export const CLIENT_TEXT_TASK = 'calendar.client_text';
const clientTextJobKey = (pid: string) => `calendar-client-text:${pid}`;
const DAY_MS = 86_400_000;

type EventRow = typeof calendarEvents.$inferSelect;

/** The clients of a case with a mobile number: each gets one text. */
async function caseClientIds(db: Executor, caseId: number): Promise<number[]> {
  const rows = await db
    .select({ id: officeClients.id })
    .from(caseClients)
    .innerJoin(officeClients, eq(officeClients.id, caseClients.clientId))
    .where(and(eq(caseClients.caseId, caseId), sql`${officeClients.mobile} <> ''`));
  return rows.map((r) => r.id);
}

/** A day before the event (an all-day event: 08:00 the day before); soon, when that moment has passed. */
function sendTimeOf(event: Pick<EventRow, 'startsAt' | 'allDay'>, now: Date): Date {
  const wanted = new Date(anchorOf(event).getTime() - DAY_MS);
  return wanted > now ? wanted : new Date(now.getTime() + 60_000);
}

/**
 * Keeps an event's pending client texts in step with it, in the caller's transaction: the pending ones
 * go (their jobs cancelled) and, when the event still asks for texts and lies ahead, one per client of
 * its case is queued. A text already sent for the same moment is not sent again. Answers how many.
 */
export async function syncClientTexts(tx: Tx, event: EventRow, now = new Date()): Promise<number> {
  const pending = await tx
    .delete(calendarClientTexts)
    .where(and(eq(calendarClientTexts.eventId, event.id), eq(calendarClientTexts.status, 'scheduled')))
    .returning({ pid: calendarClientTexts.pid });
  for (const text of pending) await cancelJob(tx, clientTextJobKey(text.pid));
  if (!event.smsClients || !event.caseId || !event.officeId || event.startsAt <= now) return 0;
  const remindAt = sendTimeOf(event, now);
  const clients = await caseClientIds(tx, event.caseId);
  if (!clients.length) return 0;
  const added = await tx
    .insert(calendarClientTexts)
    .values(clients.map((clientId) => ({ pid: newPid(), eventId: event.id, clientId, remindAt })))
    .onConflictDoNothing()
    .returning();
  for (const text of added) {
    await scheduleJob(
      tx,
      CLIENT_TEXT_TASK,
      { text: text.pid },
      { runAt: text.remindAt, jobKey: clientTextJobKey(text.pid), maxAttempts: 5 },
    );
  }
  return added.length;
}

/** What the texts would say and cost, for the form to show before the event is saved. */
export async function previewClientTexts(db: Db, caller: Actor, input: ClientSmsPreviewRequest) {
  const scope = await calendarOf(db, caller);
  assertCanManage(scope);
  const { id: caseId } = await visibleCase(db, caller, input.case);
  const [kase] = await db
    .select({ title: officeCases.title, officeName: offices.name })
    .from(officeCases)
    .innerJoin(offices, eq(offices.id, officeCases.officeId))
    .where(eq(officeCases.id, caseId));
  const text = clientTextOf({
    eventType: 'hearing',
    caseTitle: kase?.title ?? '',
    startsAt: new Date(input.starts_at),
    allDay: input.all_day ?? false,
    court: input.court ?? null,
    branch: input.branch ?? null,
    officeName: kase?.officeName ?? '',
  });
  const recipients = (await caseClientIds(db, caseId)).length;
  const segments = smsSegments(text);
  const { balance } = await smsBalance(db, smsPayerOf(scope));
  return { recipients, segments, credits: recipients * segments, balance, text };
}

interface Claim {
  id: number;
  mobile: string;
  text: string;
  payerId: number;
  spendKey: string;
  segments: number;
}

/** Takes a due text: spends the office's credit once (keyed by the text), or records why it stays unsent. */
async function claim(tx: Tx, pid: string): Promise<Claim | null> {
  const [row] = await tx
    .select({
      text: calendarClientTexts,
      event: calendarEvents,
      over: sql<boolean>`${occupiedUntil} <= now()`,
      mobile: officeClients.mobile,
      caseTitle: officeCases.title,
      officeName: offices.name,
      payerId: offices.ownerId,
    })
    .from(calendarClientTexts)
    .innerJoin(calendarEvents, eq(calendarEvents.id, calendarClientTexts.eventId))
    .innerJoin(officeClients, eq(officeClients.id, calendarClientTexts.clientId))
    .innerJoin(officeCases, eq(officeCases.id, calendarEvents.caseId))
    .innerJoin(offices, eq(offices.id, officeCases.officeId))
    .where(eq(calendarClientTexts.pid, pid))
    .for('update', { of: calendarClientTexts });
  if (row?.text.status !== 'scheduled') return null;
  const finish = (status: string, smsStatus: string | null) =>
    tx
      .update(calendarClientTexts)
      .set({ status, smsStatus, sentAt: sql`now()` })
      .where(eq(calendarClientTexts.id, row.text.id));
  if (row.over) {
    await finish('missed', null);
    return null;
  }
  const { event } = row;
  const text = clientTextOf({ ...event, caseTitle: row.caseTitle, officeName: row.officeName });
  const spendKey = clientTextJobKey(pid);
  try {
    const { segments } = await spendSmsCredit(tx, row.payerId, text, { key: spendKey, reference: pid });
    await finish('sent', 'sent');
    return { id: row.text.id, mobile: row.mobile, text, payerId: row.payerId, spendKey, segments };
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'payment_required')) throw error;
    await finish('sent', 'no_credit');
    return null;
  }
}

/** The `calendar.client_text` job: the SMS goes after the credit is spent, outside the transaction. */
export function clientTextTask(db: Db, sms: SmsService): TaskHandler {
  return async (payload) => {
    const pid = (payload as { text?: unknown } | null)?.text;
    if (typeof pid !== 'string') return;
    const taken = await db.transaction((tx) => claim(tx, pid));
    if (!taken) return;
    try {
      await sms.sendText(taken.mobile, taken.text, 'reminder');
    } catch {
      await refundSmsCredit(db, taken.payerId, taken.spendKey, taken.segments);
      await db
        .update(calendarClientTexts)
        .set({ smsStatus: 'failed' })
        .where(eq(calendarClientTexts.id, taken.id));
    }
  };
}
