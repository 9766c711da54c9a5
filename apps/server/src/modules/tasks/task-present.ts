import type { Task, TaskPriority, TaskStatus, TaskSummary } from '@vakilyar/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { users } from '../auth/auth.tables.ts';
import { officeCases } from '../office/tables/cases.ts';
import { officeTaskComments, officeTaskItems, officeTasks } from './tasks.tables.ts';

const assignees = alias(users, 'assignee');

const userRef = (row: { pid: string | null; firstName: string | null; lastName: string | null }) =>
  row.pid ? { pid: row.pid, first_name: row.firstName ?? '', last_name: row.lastName ?? '' } : null;

/** The columns of a task row as a list shows it (case, assignee, checklist counts). */
export const summaryColumns = {
  id: officeTasks.id,
  pid: officeTasks.pid,
  title: officeTasks.title,
  casePid: officeCases.pid,
  caseTitle: officeCases.title,
  assigneePid: assignees.pid,
  assigneeFirst: assignees.firstName,
  assigneeLast: assignees.lastName,
  dueDate: officeTasks.dueDate,
  dueTime: officeTasks.dueTime,
  dueAt: officeTasks.dueAt,
  priority: officeTasks.priority,
  status: officeTasks.status,
  doneAt: officeTasks.doneAt,
  createdAt: officeTasks.createdAt,
  itemsTotal: sql<number>`(select count(*)::int from ${officeTaskItems} where ${officeTaskItems.taskId} = ${officeTasks.id})`,
  itemsDone: sql<number>`(select count(*)::int from ${officeTaskItems} where ${officeTaskItems.taskId} = ${officeTasks.id} and ${officeTaskItems.done})`,
};

/** `select … from office_tasks` joined to what a summary shows; the caller adds where/order/limit. */
export const selectSummaries = (db: Executor) =>
  db
    .select(summaryColumns)
    .from(officeTasks)
    .leftJoin(officeCases, eq(officeCases.id, officeTasks.caseId))
    .leftJoin(assignees, eq(assignees.id, officeTasks.assigneeId));

type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>['execute']>>[number];

export function presentSummary(row: SummaryRow, now = new Date()): TaskSummary {
  return {
    pid: row.pid,
    title: row.title,
    case: row.casePid ? { pid: row.casePid, title: row.caseTitle ?? '' } : null,
    assignee: userRef({ pid: row.assigneePid, firstName: row.assigneeFirst, lastName: row.assigneeLast }),
    due_date: row.dueDate,
    due_time: row.dueTime,
    priority: row.priority as TaskPriority,
    status: row.status as TaskStatus,
    overdue: row.status === 'open' && row.dueAt !== null && row.dueAt < now,
    items_total: row.itemsTotal,
    items_done: row.itemsDone,
    done_at: row.doneAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** One task in full: summary, notes, checklist, comments, who made it and from which template. */
export async function presentTask(db: Executor, taskId: number): Promise<Task> {
  const creators = alias(users, 'creator');
  const authors = alias(users, 'author');
  const [row] = await selectSummaries(db).where(eq(officeTasks.id, taskId));
  const [extra] = await db
    .select({
      notes: officeTasks.notes,
      template: officeTasks.templateName,
      pid: creators.pid,
      firstName: creators.firstName,
      lastName: creators.lastName,
    })
    .from(officeTasks)
    .leftJoin(creators, eq(creators.id, officeTasks.createdById))
    .where(eq(officeTasks.id, taskId));
  if (!row || !extra) throw new Error('a task vanished while presented');
  const [items, comments] = await Promise.all([
    db
      .select({ pid: officeTaskItems.pid, text: officeTaskItems.text, done: officeTaskItems.done })
      .from(officeTaskItems)
      .where(eq(officeTaskItems.taskId, taskId))
      .orderBy(asc(officeTaskItems.position), asc(officeTaskItems.id)),
    db
      .select({
        pid: officeTaskComments.pid,
        body: officeTaskComments.body,
        createdAt: officeTaskComments.createdAt,
        authorPid: authors.pid,
        firstName: authors.firstName,
        lastName: authors.lastName,
      })
      .from(officeTaskComments)
      .leftJoin(authors, eq(authors.id, officeTaskComments.authorId))
      .where(eq(officeTaskComments.taskId, taskId))
      .orderBy(asc(officeTaskComments.id)),
  ]);
  return {
    ...presentSummary(row),
    notes: extra.notes,
    template: extra.template,
    created_by: userRef(extra),
    items,
    comments: comments.map((c) => ({
      pid: c.pid,
      body: c.body,
      author: userRef({ pid: c.authorPid, firstName: c.firstName, lastName: c.lastName }),
      created_at: c.createdAt.toISOString(),
    })),
  };
}
