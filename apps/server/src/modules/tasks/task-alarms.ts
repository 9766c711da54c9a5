import { smsSegments } from '@vakilyar/contract';
import { eq } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { cancelJob, scheduleJob, type TaskHandler } from '../../jobs/jobs.ts';
import { users } from '../auth/auth.tables.ts';
import { smsBalance, spendSmsCredits } from '../messaging/sms-credit.ts';
import { createAlarm } from '../notification/alarms.service.ts';
import { offices } from '../office/tables/offices.ts';
import type { SmsService } from '../sms/sms.service.ts';
import { dueLabel, remindMoment } from './task-time.ts';
import { taskTexts } from './tasks.messages.ts';
import { officeTasks, taskPreferences } from './tasks.tables.ts';

export const TASK_DUE_TASK = 'tasks.due';
const dueJobKey = (pid: string) => `task-due:${pid}`;
export const taskLink = (pid: string) => `/tasks?task=${pid}`;

/** Whether a person chose SMS for their task alarms, and their phone. */
async function smsTarget(db: Executor, userId: number) {
  const [row] = await db
    .select({ phone: users.phone, taskSms: taskPreferences.taskSms })
    .from(users)
    .leftJoin(taskPreferences, eq(taskPreferences.userId, users.id))
    .where(eq(users.id, userId));
  return row?.taskSms && row.phone ? row.phone : null;
}

/**
 * Texts `userId` from the office's SMS credit in the caller's transaction (spent and queued together),
 * when they chose SMS. Answers false when the credit was short, so the caller can say so.
 */
export async function textIfChosen(
  tx: Tx,
  sms: SmsService,
  input: { userId: number; officeId: number; text: string; key: string; kind: string; reference: string },
): Promise<boolean> {
  const phone = await smsTarget(tx, input.userId);
  if (!phone) return true;
  const [office] = await tx
    .select({ ownerId: offices.ownerId })
    .from(offices)
    .where(eq(offices.id, input.officeId));
  if (!office) return true;
  const segments = smsSegments(input.text);
  const charged = await spendSmsCredits(tx, [
    { userId: office.ownerId, segments, key: input.key, reference: input.reference },
  ]);
  if (!charged.has(input.key)) return false;
  await sms.outbox.queue(tx, [
    {
      recipient: phone,
      text: input.text,
      kind: input.kind,
      reference: input.reference,
      refund: { userId: office.ownerId, spendKey: `sms-spend:${office.ownerId}:${input.key}`, segments },
    },
  ]);
  return true;
}

/** The warning a form shows when an assignee chose SMS and the office has no credit left. */
export async function smsWarningFor(db: Executor, userId: number, officeId: number): Promise<string | null> {
  if (!(await smsTarget(db, userId))) return null;
  const [office] = await db
    .select({ ownerId: offices.ownerId })
    .from(offices)
    .where(eq(offices.id, officeId));
  if (!office) return null;
  return (await smsBalance(db, office.ownerId)).balance > 0 ? null : taskTexts.smsWithoutCredit;
}

interface AssignedTask {
  id: number;
  pid: string;
  officeId: number;
  title: string;
  dueDate: string | null;
  dueTime: string | null;
}

/** Tells a new assignee (not the one who assigned it) in the app, and by SMS when they chose it. */
export async function announceAssignment(
  tx: Tx,
  sms: SmsService,
  task: AssignedTask,
  assignee: number,
  by: { userId: number; name: string },
): Promise<void> {
  if (assignee === by.userId) return;
  const due = dueLabel(task.dueDate, task.dueTime);
  await createAlarm(tx, {
    userId: assignee,
    kind: 'system',
    title: taskTexts.assignedAlarmTitle(task.title),
    body: taskTexts.assignedAlarmBody(by.name, due),
    link: taskLink(task.pid),
  });
  await textIfChosen(tx, sms, {
    userId: assignee,
    officeId: task.officeId,
    text: taskTexts.assignedSms(task.title.slice(0, 40), due),
    key: `task-assigned:${task.pid}:${assignee}:${Date.now()}`,
    kind: 'task',
    reference: task.pid,
  });
}

/** (Re)schedules the reminder before the task falls due; none when it is done, undated or already late. */
export async function scheduleDueReminder(
  tx: Executor,
  task: { pid: string; status: string; dueDate: string | null; dueTime: string | null },
): Promise<void> {
  const at = task.status === 'open' ? remindMoment(task.dueDate, task.dueTime) : null;
  if (!at || at.getTime() <= Date.now()) return cancelJob(tx, dueJobKey(task.pid));
  await scheduleJob(tx, TASK_DUE_TASK, { pid: task.pid }, { runAt: at, jobKey: dueJobKey(task.pid) });
}

/** The due reminder's job: reads the task now (done, deleted or moved: nothing to say) and tells the assignee. */
export function dueReminderTask(db: Db, sms: SmsService): TaskHandler {
  return async (payload) => {
    const pid = (payload as { pid?: string }).pid;
    if (!pid) return;
    await db.transaction(async (tx) => {
      const [task] = await tx.select().from(officeTasks).where(eq(officeTasks.pid, pid)).for('update');
      if (task?.status !== 'open' || !task.assigneeId) return;
      // A task moved since was rescheduled under the same job key: this job is its current one.
      const due = dueLabel(task.dueDate, task.dueTime) ?? '';
      await createAlarm(tx, {
        userId: task.assigneeId,
        kind: 'reminder',
        title: taskTexts.dueAlarmTitle(task.title),
        body: taskTexts.dueAlarmBody(due),
        link: taskLink(task.pid),
      });
      await textIfChosen(tx, sms, {
        userId: task.assigneeId,
        officeId: task.officeId,
        text: taskTexts.dueSms(task.title.slice(0, 40), due),
        key: `task-due:${task.pid}:${task.dueDate}:${task.dueTime ?? ''}`,
        kind: 'task',
        reference: task.pid,
      });
    });
  };
}
