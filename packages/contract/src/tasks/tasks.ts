import { z } from 'zod';
import { zPage, zPageQuery, zResult } from '../envelope.ts';
import { zTaskDueDate, zTaskDueTime, zTaskNote, zTaskPid, zTaskText, zTaskUserRef } from './fields.ts';
import { TASK_PRIORITIES, TASK_STATUSES, TASK_VIEWS } from './vocabulary.ts';

const zItemText = zTaskText('متن مورد', 300);

/**
 * `create_task`. The assignee (a user pid) is the caller when left out; it must work on the task's case
 * (the office's lawyer, a secretary of the office, a co-counsel of that case), or in the office without a case.
 */
export const zCreateTaskRequest = z
  .object({
    title: zTaskText('عنوان کار', 200),
    notes: zTaskNote(5000),
    case: zTaskPid('پرونده را انتخاب کنید.').nullish(),
    assignee: zTaskPid('مسئول کار را انتخاب کنید.').nullish(),
    due_date: zTaskDueDate,
    due_time: zTaskDueTime,
    priority: z.enum(TASK_PRIORITIES, { error: 'اولویت معتبر نیست.' }).optional(),
    items: z.array(zItemText).max(50, { error: 'حداکثر ۵۰ مورد در فهرست کنترل.' }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.due_time && !value.due_date) {
      ctx.addIssue({
        code: 'custom',
        path: ['due_date'],
        message: 'برای ساعت، تاریخ سررسید را هم وارد کنید.',
      });
    }
  });
export type CreateTaskRequest = z.infer<typeof zCreateTaskRequest>;

/** PATCH of a task: what is sent changes, what is left out stays; null clears. */
export const zUpdateTaskRequest = z.object({
  title: zTaskText('عنوان کار', 200).optional(),
  notes: zTaskNote(5000),
  assignee: zTaskPid('مسئول کار را انتخاب کنید.').optional(),
  due_date: zTaskDueDate,
  due_time: zTaskDueTime,
  priority: z.enum(TASK_PRIORITIES, { error: 'اولویت معتبر نیست.' }).optional(),
  status: z.enum(TASK_STATUSES, { error: 'وضعیت معتبر نیست.' }).optional(),
});
export type UpdateTaskRequest = z.infer<typeof zUpdateTaskRequest>;

export const zTaskItemRequest = z.object({ text: zItemText });
export const zTaskItemUpdateRequest = z.object({
  done: z.boolean({ error: 'وضعیت مورد باید درست یا نادرست باشد.' }),
});
export const zTaskCommentRequest = z.object({ body: zTaskText('متن یادداشت', 2000) });

export const zTaskItem = z.object({ pid: z.string(), text: z.string(), done: z.boolean() });
export const zTaskComment = z.object({
  pid: z.string(),
  body: z.string(),
  author: zTaskUserRef.nullable(),
  created_at: z.string(),
});

/** A task in a list. `overdue`: open and its due day (or moment) has passed in Tehran. */
export const zTaskSummary = z.object({
  pid: z.string(),
  title: z.string(),
  case: z.object({ pid: z.string(), title: z.string() }).nullable(),
  assignee: zTaskUserRef.nullable(),
  due_date: z.string().nullable(),
  due_time: z.string().nullable(),
  priority: z.enum(TASK_PRIORITIES),
  status: z.enum(TASK_STATUSES),
  overdue: z.boolean(),
  items_total: z.number().int(),
  items_done: z.number().int(),
  done_at: z.string().nullable(),
  created_at: z.string(),
});
export type TaskSummary = z.infer<typeof zTaskSummary>;

export const zTask = zTaskSummary.extend({
  notes: z.string().nullable(),
  items: z.array(zTaskItem),
  comments: z.array(zTaskComment),
  created_by: zTaskUserRef.nullable(),
  /** The template that created it, by name. */
  template: z.string().nullable(),
});
export type Task = z.infer<typeof zTask>;

/**
 * `GET tasks/`. `mine=true` keeps the caller's own tasks (the default on «کارهای من»); `assignee` (a pid)
 * someone else's; `case` one case's. `view` as in TASK_VIEWS (default `open`).
 */
export const zTaskListQuery = zPageQuery.pick({ page: true, page_size: true }).extend({
  view: z.enum(TASK_VIEWS, { error: 'نمای فهرست معتبر نیست.' }).default('open'),
  mine: z.enum(['true', 'false']).optional(),
  assignee: z.string().max(40).optional(),
  case: z.string().max(40).optional(),
});
export type TaskListQuery = z.input<typeof zTaskListQuery>;

export const zTaskPage = zPage(zTaskSummary);
export const zTaskResponse = zResult(zTask);
export const zTaskMutationResponse = zResult(
  zTask.extend({
    message: z.string().optional(),
    /** Said when the assignee chose SMS and whoever pays for it has no credit left. */
    sms_warning: z.string().nullable().optional(),
  }),
);

/** People a task may be given to: for a case, its lawyers and the office's secretaries. */
export const zTaskAssignee = zTaskUserRef.extend({ role: z.enum(['owner', 'secretary', 'co_counsel']) });
export const zTaskAssigneesQuery = z.object({ case: z.string().max(40).optional() });
export const zTaskAssigneesResponse = zResult(z.object({ results: z.array(zTaskAssignee) }));
export type TaskAssignee = z.infer<typeof zTaskAssignee>;

/** The dashboard's card: the caller's tasks due today and overdue (counts, and the first few). */
export const zTaskDashboardResponse = zResult(
  z.object({
    today: z.number().int(),
    overdue: z.number().int(),
    results: z.array(zTaskSummary),
  }),
);
export type TaskDashboard = z.infer<typeof zTaskDashboardResponse>['result'];
