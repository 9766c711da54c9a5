import type { TemplateTask } from '@vakilyar/contract';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { newPid } from '../../../core/ids.ts';
import type { Executor, Tx } from '../../../db/client.ts';
import { calendarHolidays } from '../../calendar/tables/holidays.ts';
import type { CaseChange } from '../../office/case-hooks.ts';
import { officeSecretaries, offices } from '../../office/tables/offices.ts';
import type { SmsService } from '../../sms/sms.service.ts';
import { announceAssignment, scheduleDueReminder } from '../task-alarms.ts';
import { addDays, dueMoment, isFriday, tehranDay } from '../task-time.ts';
import { officeTaskItems, officeTasks, officeTaskTemplates } from '../tasks.tables.ts';
import { BUILT_IN_TEMPLATES } from './built-in.ts';

/** Copies the built-in templates into an office once (an office's own changes are kept). */
export async function ensureBuiltIns(db: Executor, officeId: number): Promise<void> {
  const rows = BUILT_IN_TEMPLATES.map((t) => ({
    pid: newPid(),
    officeId,
    builtInKey: t.key,
    name: t.name,
    trigger: t.trigger,
    caseType: t.caseType,
    stage: t.stage,
    tasks: t.tasks,
  }));
  await db
    .insert(officeTaskTemplates)
    .values(rows)
    .onConflictDoNothing({
      target: [officeTaskTemplates.officeId, officeTaskTemplates.builtInKey],
      where: sql`${officeTaskTemplates.builtInKey} is not null`,
    });
}

/** The first working day on or after `day`: Fridays and the official holidays table are skipped. */
export async function workingDayFrom(db: Executor, day: string): Promise<string> {
  const ahead = await db
    .select({ date: calendarHolidays.date })
    .from(calendarHolidays)
    .where(and(sql`${calendarHolidays.date} >= ${day}`, sql`${calendarHolidays.date} < ${addDays(day, 30)}`));
  const holidays = new Set(ahead.map((h) => h.date));
  let next = day;
  while (isFriday(next) || holidays.has(next)) next = addDays(next, 1);
  return next;
}

/**
 * The hook of case events: creates the tasks of the office's active templates that match (a new case of
 * their type, or a case moved to their stage), due `offset_days` after the day (then on the next working
 * day), in the transaction that wrote the case.
 */
export function applyTemplates(
  sms: SmsService,
  trigger: 'case_opened' | 'stage_changed',
  now = () => new Date(),
) {
  return async (tx: Tx, change: CaseChange): Promise<void> => {
    await ensureBuiltIns(tx, change.officeId);
    const templates = await tx
      .select()
      .from(officeTaskTemplates)
      .where(
        and(
          eq(officeTaskTemplates.officeId, change.officeId),
          eq(officeTaskTemplates.active, true),
          eq(officeTaskTemplates.trigger, trigger),
          or(isNull(officeTaskTemplates.caseType), eq(officeTaskTemplates.caseType, change.caseType)),
          trigger === 'stage_changed' ? eq(officeTaskTemplates.stage, change.stage) : undefined,
        ),
      )
      .orderBy(asc(officeTaskTemplates.id));
    if (!templates.length) return;
    const [people] = await tx
      .select({
        ownerId: offices.ownerId,
        secretaryId: sql<number | null>`(select ${officeSecretaries.userId} from ${officeSecretaries}
          where ${officeSecretaries.officeId} = ${offices.id} order by ${officeSecretaries.assignedAt} limit 1)`,
      })
      .from(offices)
      .where(eq(offices.id, change.officeId));
    if (!people) return;
    const today = tehranDay(now());
    const base =
      trigger === 'case_opened' && change.startDate && change.startDate > today ? change.startDate : today;
    for (const template of templates) {
      for (const [position, item] of (template.tasks as TemplateTask[]).entries()) {
        const dueDate = await workingDayFrom(tx, addDays(base, item.offset_days));
        const assigneeId =
          item.assignee === 'secretary' ? (people.secretaryId ?? people.ownerId) : people.ownerId;
        const [task] = await tx
          .insert(officeTasks)
          .values({
            pid: newPid(),
            officeId: change.officeId,
            caseId: change.caseId,
            title: item.title,
            assigneeId,
            dueDate,
            dueAt: dueMoment(dueDate, null),
            priority: item.priority,
            templateName: template.name,
            createdById: change.actorId,
            // Keeps the template's order among tasks due the same day.
            createdAt: new Date(now().getTime() + position),
          })
          .returning();
        if (!task) continue;
        if (item.items.length) {
          await tx
            .insert(officeTaskItems)
            .values(item.items.map((text, i) => ({ pid: newPid(), taskId: task.id, position: i, text })));
        }
        await announceAssignment(tx, sms, task, assigneeId, { userId: change.actorId, name: template.name });
        await scheduleDueReminder(tx, task);
      }
    }
  };
}
