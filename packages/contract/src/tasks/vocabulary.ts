// Wire codes in English, labels in Persian for the UI.

export const TASK_PRIORITIES = ['low', 'normal', 'high'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export const TASK_PRIORITY_LABELS: Record<TaskPriority, string> = {
  low: 'کم',
  normal: 'عادی',
  high: 'فوری',
};

export const TASK_STATUSES = ['open', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_STATUS_LABELS: Record<TaskStatus, string> = { open: 'باز', done: 'انجام‌شده' };

/** The views of «کارهای من»: due today, due within seven days, past due, done. `open` is every open task. */
export const TASK_VIEWS = ['today', 'week', 'overdue', 'done', 'open'] as const;
export type TaskView = (typeof TASK_VIEWS)[number];
export const TASK_VIEW_LABELS: Record<TaskView, string> = {
  today: 'امروز',
  week: 'این هفته',
  overdue: 'عقب‌افتاده',
  done: 'انجام‌شده',
  open: 'همه کارهای باز',
};

/** Who a template's task goes to when it is created: the office's lawyer or its (first) secretary. */
export const TASK_TEMPLATE_ASSIGNEES = ['owner', 'secretary'] as const;
export type TaskTemplateAssignee = (typeof TASK_TEMPLATE_ASSIGNEES)[number];
export const TASK_TEMPLATE_ASSIGNEE_LABELS: Record<TaskTemplateAssignee, string> = {
  owner: 'وکیل',
  secretary: 'منشی',
};

/** When a template applies: a case opened (of its type), or a case moved to its stage. */
export const TASK_TEMPLATE_TRIGGERS = ['case_opened', 'stage_changed'] as const;
export type TaskTemplateTrigger = (typeof TASK_TEMPLATE_TRIGGERS)[number];
export const TASK_TEMPLATE_TRIGGER_LABELS: Record<TaskTemplateTrigger, string> = {
  case_opened: 'هنگام تشکیل پرونده',
  stage_changed: 'هنگام رفتن پرونده به این مرحله',
};

/** The sections of the morning digest, in the order it lists them. */
export const DIGEST_SECTIONS = ['hearings', 'deadlines', 'tasks', 'notices'] as const;
