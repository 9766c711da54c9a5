import type { TaskAssignee, TaskListQuery, TaskView } from '@vakilyar/contract';
import { and, asc, count, desc, eq, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import { fieldError } from '../../core/errors.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../auth/actor.ts';
import { users } from '../auth/auth.tables.ts';
import { officeOf } from '../office/access.ts';
import { caseLawyers } from '../office/tables/cases.ts';
import { officeSecretaries, offices } from '../office/tables/offices.ts';
import { presentSummary, selectSummaries } from './task-present.ts';
import { caseMissing, requireTaskOffice, staffCase, taskVisible } from './task-scope.ts';
import { addDays, tehranDay } from './task-time.ts';
import { taskTexts } from './tasks.messages.ts';
import { officeTasks } from './tasks.tables.ts';

/** The condition and order of one view of a task list, by Tehran's day. */
function viewOf(view: TaskView, now: Date): { where: SQL; order: SQL[] } {
  const today = tehranDay(now);
  const open = eq(officeTasks.status, 'open');
  const byDue = [sql`${officeTasks.dueDate} asc nulls last`, asc(officeTasks.dueTime), asc(officeTasks.id)];
  switch (view) {
    case 'today':
      return { where: and(open, eq(officeTasks.dueDate, today)) as SQL, order: byDue };
    case 'week':
      return {
        where: and(open, gte(officeTasks.dueDate, today), lte(officeTasks.dueDate, addDays(today, 6))) as SQL,
        order: byDue,
      };
    case 'overdue':
      return { where: and(open, lt(officeTasks.dueAt, now)) as SQL, order: byDue };
    case 'done':
      return {
        where: eq(officeTasks.status, 'done'),
        order: [desc(officeTasks.doneAt), desc(officeTasks.id)],
      };
    default:
      return { where: open, order: byDue };
  }
}

/** The lists of tasks («کارهای من», a case's tab), the dashboard card and who a task may go to. */
export function createTaskListService(db: Db) {
  async function userIdOf(pid: string): Promise<number> {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.pid, pid));
    if (!row) throw fieldError('assignee', taskTexts.assigneeNotFound);
    return row.id;
  }

  async function list(
    caller: Actor,
    query: TaskListQuery & { view: TaskView; page: number; page_size: number },
    now = new Date(),
  ) {
    const office = await officeOf(db, caller);
    const caseRow = query.case ? await staffCase(db, caller, query.case, caseMissing) : null;
    if (!office && !caseRow) await requireTaskOffice(db, caller);
    const assignee =
      query.mine === 'true' ? caller.userId : query.assignee ? await userIdOf(query.assignee) : null;
    const view = viewOf(query.view, now);
    const where = and(
      caseRow ? eq(officeTasks.caseId, caseRow.id) : taskVisible(caller, office),
      assignee ? eq(officeTasks.assigneeId, assignee) : undefined,
      view.where,
    );
    const { limit, offset } = pageWindow(query);
    // The page's rows come with what they show in one query, beside the count.
    const [rows, [total]] = await Promise.all([
      selectSummaries(db)
        .where(where)
        .orderBy(...view.order)
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(officeTasks).where(where),
    ]);
    return { count: total?.n ?? 0, results: rows.map((row) => presentSummary(row, now)) };
  }

  /** The caller's tasks due today and overdue, for the dashboard's card. */
  async function dashboard(caller: Actor, now = new Date()) {
    const office = await officeOf(db, caller);
    const mine = and(eq(officeTasks.assigneeId, caller.userId), taskVisible(caller, office));
    const today = viewOf('today', now).where;
    const overdue = viewOf('overdue', now).where;
    const [[dueToday], [late], rows] = await Promise.all([
      db.select({ n: count() }).from(officeTasks).where(and(mine, today)),
      db.select({ n: count() }).from(officeTasks).where(and(mine, overdue)),
      selectSummaries(db)
        .where(and(mine, eq(officeTasks.status, 'open'), lte(officeTasks.dueDate, tehranDay(now))))
        .orderBy(asc(officeTasks.dueDate), asc(officeTasks.id))
        .limit(5),
    ]);
    return {
      today: dueToday?.n ?? 0,
      overdue: late?.n ?? 0,
      results: rows.map((row) => presentSummary(row, now)),
    };
  }

  /** Who may be given a task: the office's lawyer and secretaries, and a case's co-counsel. */
  async function assignees(caller: Actor, casePid?: string): Promise<TaskAssignee[]> {
    const scope = casePid
      ? await staffCase(db, caller, casePid, caseMissing)
      : { ...(await requireTaskOffice(db, caller)), id: null };
    const rows = await db.execute<{
      pid: string;
      first_name: string;
      last_name: string;
      role: TaskAssignee['role'];
    }>(sql`
      select u.pid, u.first_name, u.last_name, 'owner' as role, 0 as rank from ${offices} o
        join users u on u.id = o.owner_id where o.id = ${scope.officeId}
      union all
      select u.pid, u.first_name, u.last_name, 'secretary', 1 from ${officeSecretaries} s
        join users u on u.id = s.user_id where s.office_id = ${scope.officeId}
      union all
      select u.pid, u.first_name, u.last_name, 'co_counsel', 2 from ${caseLawyers} l
        join users u on u.id = l.user_id where l.case_id = ${scope.id}::bigint and l.role <> 'owner'
      order by rank, last_name`);
    return rows.rows.map(({ pid, first_name, last_name, role }) => ({ pid, first_name, last_name, role }));
  }

  return { list, dashboard, assignees };
}

export type TaskListService = ReturnType<typeof createTaskListService>;
