import { smsSegments } from '@vakilyar/contract';
import { eq } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { scheduleJob, type TaskHandler } from '../../jobs/jobs.ts';
import { tehranMidnight } from '../calendar/tehran-time.ts';
import { spendSmsCredits } from '../messaging/sms-credit.ts';
import { createAlarm } from '../notification/alarms.service.ts';
import { caseClients, officeCases } from '../office/tables/cases.ts';
import { officeClients } from '../office/tables/clients.ts';
import { offices } from '../office/tables/offices.ts';
import type { SmsService } from '../sms/sms.service.ts';
import { feeTexts } from './fees.messages.ts';
import { feeInstalments } from './fees.tables.ts';
import { settingsOf } from './fees-access.ts';
import { jalaliLong } from './jalali.ts';

export const INSTALMENT_REMINDER_TASK = 'fees.instalment_reminder';
export const instalmentJobKey = (pid: string) => `fees-instalment:${pid}`;

const HOUR_MS = 3_600_000;

/** The moment a reminder goes: 09:00 Tehran, `days` before the due date (now, if that has passed). */
export function reminderAt(dueOn: string, days: number, now = new Date()): Date | null {
  const due = tehranMidnight(dueOn).getTime();
  if (due + 24 * HOUR_MS <= now.getTime()) return null;
  const at = due - days * 24 * HOUR_MS + 9 * HOUR_MS;
  return new Date(Math.max(at, now.getTime()));
}

/** One job per unpaid instalment, keyed by it, so a moved date moves its job (same transaction). */
export async function scheduleInstalmentReminders(
  tx: Executor,
  officeId: number,
  rows: { pid: string; dueOn: string; amount: number; paidAmount: number }[],
): Promise<void> {
  const { remindDaysBefore } = await settingsOf(tx, officeId);
  for (const row of rows) {
    const runAt = row.paidAmount < row.amount ? reminderAt(row.dueOn, remindDaysBefore) : null;
    if (!runAt) continue;
    await scheduleJob(
      tx,
      INSTALMENT_REMINDER_TASK,
      { pid: row.pid },
      { runAt, jobKey: instalmentJobKey(row.pid) },
    );
  }
}

/**
 * The reminder: an alarm to the lawyer and, when the schedule says so, an SMS to the client paid from the
 * office's SMS credit; without credit the alarm says honestly that no SMS went. A paid instalment, or one
 * deleted since, does nothing.
 */
export function instalmentReminderTask(db: Db, sms: SmsService): TaskHandler {
  return async (payload) => {
    const pid = (payload as { pid?: string }).pid;
    if (!pid) return;
    await db.transaction(async (tx: Tx) => {
      const [due] = await tx
        .select({
          instalment: feeInstalments,
          caseTitle: officeCases.title,
          casePid: officeCases.pid,
          officeName: offices.name,
          ownerId: offices.ownerId,
        })
        .from(feeInstalments)
        .innerJoin(officeCases, eq(officeCases.id, feeInstalments.caseId))
        .innerJoin(offices, eq(offices.id, feeInstalments.officeId))
        .where(eq(feeInstalments.pid, pid))
        .for('update', { of: feeInstalments });
      if (!due || due.instalment.paidAmount >= due.instalment.amount) return;
      const [client] = await tx
        .select({
          mobile: officeClients.mobile,
          first: officeClients.firstName,
          last: officeClients.lastName,
        })
        .from(caseClients)
        .innerJoin(officeClients, eq(officeClients.id, caseClients.clientId))
        .where(eq(caseClients.caseId, due.instalment.caseId))
        .orderBy(caseClients.addedAt)
        .limit(1);
      const left = due.instalment.amount - due.instalment.paidAmount;
      const when = jalaliLong(due.instalment.dueOn);
      let smsSent = false;
      if (due.instalment.remindClient && client?.mobile) {
        const text = feeTexts.reminderSms(due.officeName, left, when);
        const key = `fee-reminder:${pid}:${due.instalment.dueOn}`;
        const segments = smsSegments(text);
        const charged = await spendSmsCredits(tx, [{ userId: due.ownerId, segments, key, reference: pid }]);
        if (charged.has(key)) {
          smsSent = true;
          await sms.outbox.queue(tx, [
            {
              recipient: client.mobile,
              text,
              kind: 'fee_reminder',
              reference: pid,
              refund: { userId: due.ownerId, spendKey: key, segments },
            },
          ]);
        }
      }
      const clientName = client ? `${client.first} ${client.last}`.trim() : '';
      await createAlarm(tx, {
        userId: due.ownerId,
        kind: 'reminder',
        title: feeTexts.reminderAlarm(due.caseTitle),
        body: feeTexts.reminderAlarmBody(
          clientName,
          left,
          when,
          smsSent || !due.instalment.remindClient || !client?.mobile,
        ),
        link: `/cases/${due.casePid}?tab=fees`,
      });
    });
  };
}
