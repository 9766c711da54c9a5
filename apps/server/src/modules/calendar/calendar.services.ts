import type { ModuleContext } from '../../core/module-context.ts';
import type { TaskList } from '../../jobs/jobs.ts';
import { CLIENT_TEXT_TASK, clientTextTask } from './client-texts/client-texts.ts';
import { createDeadlinesService } from './deadlines/deadlines.service.ts';
import { createHolidaysService } from './deadlines/holidays.service.ts';
import { createEventsService } from './events/events.service.ts';
import { createFeedService } from './feed/feed.service.ts';
import { reminderTask } from './reminders/reminder-job.ts';
import { REMINDER_TASK } from './reminders/reminder-schedule.ts';
import { createRemindersService } from './reminders/reminders.service.ts';
import { createSettingsService } from './settings/settings.service.ts';

/** The court calendar: events, reminders, settings, deadline calculator, ICS feed. */
export function createCalendarServices(ctx: ModuleContext) {
  const { db } = ctx;
  const deadlines = createDeadlinesService(db);
  const tasks: TaskList = {
    [REMINDER_TASK]: reminderTask(db, ctx.sms),
    [CLIENT_TEXT_TASK]: clientTextTask(db, ctx.sms),
  };
  return {
    db,
    config: ctx.config,
    deadlines,
    holidays: createHolidaysService(db),
    events: createEventsService(db, deadlines),
    reminders: createRemindersService(db),
    settings: createSettingsService(db),
    feed: createFeedService(db, ctx.users),
    tasks,
  };
}

export type CalendarServices = ReturnType<typeof createCalendarServices>;
