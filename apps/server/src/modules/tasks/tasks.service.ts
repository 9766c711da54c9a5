import type { CreateTaskRequest, Task, UpdateTaskRequest } from '@vakilyar/contract';
import { and, eq, max, sql } from 'drizzle-orm';
import { forbidden, notFound } from '../../core/errors.ts';
import { newPid } from '../../core/ids.ts';
import type { Db, Executor } from '../../db/client.ts';
import type { Actor } from '../auth/actor.ts';
import { users } from '../auth/auth.tables.ts';
import { officeOf } from '../office/access.ts';
import type { SmsService } from '../sms/sms.service.ts';
import { announceAssignment, scheduleDueReminder, smsWarningFor } from './task-alarms.ts';
import { presentTask } from './task-present.ts';
import { assigneeId, caseFieldMissing, requireTaskOffice, staffCase, taskVisible } from './task-scope.ts';
import { dueMoment } from './task-time.ts';
import { taskTexts } from './tasks.messages.ts';
import { officeTaskComments, officeTaskItems, officeTasks } from './tasks.tables.ts';

type TaskRow = typeof officeTasks.$inferSelect;

async function nameOf(db: Executor, userId: number): Promise<string> {
  const [row] = await db
    .select({ f: users.firstName, l: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return `${row?.f ?? ''} ${row?.l ?? ''}`.trim() || 'همکار شما';
}

/** Tasks: create, read, change, tick, comment, delete; every change of assignee or due day tells someone. */
export function createTasksService(db: Db, sms: SmsService) {
  /** A task the caller may see (a client never does; another office's is a 404), locked when in a transaction. */
  async function findTask(executor: Executor, caller: Actor, pid: string, lock = false): Promise<TaskRow> {
    const office = await officeOf(executor, caller);
    const query = executor
      .select()
      .from(officeTasks)
      .where(and(eq(officeTasks.pid, pid), taskVisible(caller, office)));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound(taskTexts.taskNotFound);
    return row;
  }

  async function create(caller: Actor, input: CreateTaskRequest) {
    const scope = input.case
      ? await staffCase(db, caller, input.case, caseFieldMissing)
      : { ...(await requireTaskOffice(db, caller)), id: null };
    const caseId = input.case ? scope.id : null;
    const officeId = scope.officeId;
    const assignee = input.assignee ? await assigneeId(db, officeId, caseId, input.assignee) : caller.userId;
    const dueDate = input.due_date ?? null;
    const dueTime = dueDate ? (input.due_time ?? null) : null;
    const pid = newPid();
    const id = await db.transaction(async (tx) => {
      const [task] = await tx
        .insert(officeTasks)
        .values({
          pid,
          officeId,
          caseId,
          title: input.title,
          notes: input.notes ?? null,
          assigneeId: assignee,
          dueDate,
          dueTime,
          dueAt: dueMoment(dueDate, dueTime),
          priority: input.priority ?? 'normal',
          createdById: caller.userId,
        })
        .returning();
      if (!task) throw new Error('task insert returned nothing');
      if (input.items?.length) {
        await tx
          .insert(officeTaskItems)
          .values(input.items.map((text, position) => ({ pid: newPid(), taskId: task.id, position, text })));
      }
      await announceAssignment(tx, sms, task, assignee, {
        userId: caller.userId,
        name: await nameOf(tx, caller.userId),
      });
      await scheduleDueReminder(tx, task);
      return task.id;
    });
    return {
      ...(await presentTask(db, id)),
      message: taskTexts.taskCreated,
      sms_warning: await smsWarningFor(db, assignee, officeId),
    };
  }

  async function get(caller: Actor, pid: string): Promise<Task> {
    return presentTask(db, (await findTask(db, caller, pid)).id);
  }

  async function update(caller: Actor, pid: string, input: UpdateTaskRequest) {
    const before = await findTask(db, caller, pid);
    const assignee =
      input.assignee !== undefined
        ? await assigneeId(db, before.officeId, before.caseId, input.assignee)
        : undefined;
    const dueDate = input.due_date === undefined ? before.dueDate : input.due_date;
    const dueTime = !dueDate ? null : input.due_time === undefined ? before.dueTime : input.due_time;
    const status = input.status ?? before.status;
    await db.transaction(async (tx) => {
      const [task] = await tx
        .update(officeTasks)
        .set({
          title: input.title,
          notes: input.notes,
          assigneeId: assignee,
          dueDate,
          dueTime,
          dueAt: dueMoment(dueDate, dueTime),
          priority: input.priority,
          status,
          ...(status !== before.status
            ? status === 'done'
              ? { doneAt: new Date(), doneById: caller.userId }
              : { doneAt: null, doneById: null }
            : {}),
          updatedAt: new Date(),
        })
        .where(eq(officeTasks.id, before.id))
        .returning();
      if (!task) throw notFound(taskTexts.taskNotFound);
      if (assignee !== undefined && assignee !== before.assigneeId) {
        await announceAssignment(tx, sms, task, assignee, {
          userId: caller.userId,
          name: await nameOf(tx, caller.userId),
        });
      }
      await scheduleDueReminder(tx, task);
    });
    const message =
      status !== before.status
        ? status === 'done'
          ? taskTexts.taskDone
          : taskTexts.taskReopened
        : taskTexts.taskUpdated;
    const result = await presentTask(db, before.id);
    return { ...result, message, sms_warning: null };
  }

  async function remove(caller: Actor, pid: string): Promise<void> {
    const task = await findTask(db, caller, pid);
    const office = await officeOf(db, caller);
    const isOwner = office?.role === 'owner' && office.officeId === task.officeId;
    if (!isOwner && task.createdById !== caller.userId) throw forbidden(taskTexts.onlyOwnerDeletes);
    await db.transaction(async (tx) => {
      await tx.delete(officeTasks).where(eq(officeTasks.id, task.id));
      await scheduleDueReminder(tx, { ...task, status: 'done' });
    });
  }

  async function addItem(caller: Actor, pid: string, text: string): Promise<Task> {
    const task = await findTask(db, caller, pid);
    await db.transaction(async (tx) => {
      const [last] = await tx
        .select({ n: max(officeTaskItems.position) })
        .from(officeTaskItems)
        .where(eq(officeTaskItems.taskId, task.id));
      await tx
        .insert(officeTaskItems)
        .values({ pid: newPid(), taskId: task.id, position: (last?.n ?? -1) + 1, text });
    });
    return presentTask(db, task.id);
  }

  async function setItem(caller: Actor, pid: string, itemPid: string, done: boolean): Promise<Task> {
    const task = await findTask(db, caller, pid);
    const [item] = await db
      .update(officeTaskItems)
      .set({ done, doneById: done ? caller.userId : null })
      .where(and(eq(officeTaskItems.pid, itemPid), eq(officeTaskItems.taskId, task.id)))
      .returning({ id: officeTaskItems.id });
    if (!item) throw notFound(taskTexts.itemNotFound);
    await db.update(officeTasks).set({ updatedAt: sql`now()` }).where(eq(officeTasks.id, task.id));
    return presentTask(db, task.id);
  }

  async function comment(caller: Actor, pid: string, body: string): Promise<Task> {
    const task = await findTask(db, caller, pid);
    await db
      .insert(officeTaskComments)
      .values({ pid: newPid(), taskId: task.id, authorId: caller.userId, body });
    return presentTask(db, task.id);
  }

  return { create, get, update, remove, addItem, setItem, comment };
}

export type TasksService = ReturnType<typeof createTasksService>;
