import { type TaskAssignee, type TaskSummary, toPersianDigits } from '@vakilyar/contract';
import { formatJalaliWeekdayDay } from '@/lib/format/jalali';
import { tasksText } from '@/locales/fa/tasks';

/** «سه‌شنبه ۱۰ آذر ۱۴۰۵، ساعت ۰۹:۳۰», or that it has no due day. */
export function dueText(task: Pick<TaskSummary, 'due_date' | 'due_time'>): string {
  if (!task.due_date) return tasksText.row.noDue;
  const day = formatJalaliWeekdayDay(task.due_date);
  return task.due_time ? `${day}، ساعت ${toPersianDigits(task.due_time)}` : day;
}

export const personName = (person: { first_name: string; last_name: string } | null) =>
  person ? `${person.first_name} ${person.last_name}`.trim() : tasksText.row.unassigned;

/** «زهرا کریمی (منشی)»: someone a task may go to, with their place in the office or case. */
export const assigneeLabel = (person: TaskAssignee) =>
  `${personName(person)} (${tasksText.form.roles[person.role]})`;
