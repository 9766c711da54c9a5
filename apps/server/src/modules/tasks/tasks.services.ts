import type { ModuleContext } from '../../core/module-context.ts';
import type { TaskList } from '../../jobs/jobs.ts';
import type { CaseHooks } from '../office/case-hooks.ts';
import { DIGEST_CRON, DIGEST_TASK, digestTask, sendMorningDigests } from './digest/morning-digest.ts';
import { createIdleCasesService } from './idle-cases.ts';
import { createTaskPreferencesService } from './preferences.service.ts';
import { dueReminderTask, TASK_DUE_TASK } from './task-alarms.ts';
import { createTaskListService } from './task-list.ts';
import { createTasksService } from './tasks.service.ts';
import { applyTemplates } from './templates/apply-templates.ts';
import { createTemplatesService } from './templates/templates.service.ts';

/** The office's work list: tasks, checklist templates, idle cases and the morning digest. */
export function createTasksServices(ctx: ModuleContext, caseHooks: CaseHooks) {
  const { db, sms } = ctx;
  caseHooks.opened.push(applyTemplates(sms, 'case_opened'));
  caseHooks.stageChanged.push(applyTemplates(sms, 'stage_changed'));
  const tasks: TaskList = {
    [TASK_DUE_TASK]: dueReminderTask(db, sms),
    [DIGEST_TASK]: digestTask(db, sms),
  };
  return {
    db,
    config: ctx.config,
    items: createTasksService(db, sms),
    lists: createTaskListService(db),
    templates: createTemplatesService(db),
    idleCases: createIdleCasesService(db),
    preferences: createTaskPreferencesService(db),
    /** Runs one day's digest as at 07:00 Tehran (the development route). */
    runDigest: (date: string, officeIds?: number[]) =>
      sendMorningDigests(db, sms, { now: new Date(`${date}T07:00:00+03:30`), officeIds }),
    tasks,
    cron: [{ task: DIGEST_TASK, match: DIGEST_CRON }],
  };
}

export type TasksServices = ReturnType<typeof createTasksServices>;
