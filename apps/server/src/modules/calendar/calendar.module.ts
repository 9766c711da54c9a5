import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../core/module-context.ts';
import type { AppServices } from '../../core/services.ts';
import type { TaskList } from '../../jobs/jobs.ts';
import { CLIENT_TEXT_TASK, clientTextTask } from './client-texts/client-texts.ts';
import { adminHolidaysRoutes } from './deadlines/admin-holidays.routes.ts';
import { deadlinesRoutes } from './deadlines/deadlines.routes.ts';
import { createDeadlinesService } from './deadlines/deadlines.service.ts';
import { createHolidaysService } from './deadlines/holidays.service.ts';
import { eventsRoutes } from './events/events.routes.ts';
import { createEventsService } from './events/events.service.ts';
import { feedRoutes } from './feed/feed.routes.ts';
import { createFeedService } from './feed/feed.service.ts';
import { reminderTask } from './reminders/reminder-job.ts';
import { REMINDER_TASK } from './reminders/reminder-schedule.ts';
import { remindersRoutes } from './reminders/reminders.routes.ts';
import { createRemindersService } from './reminders/reminders.service.ts';
import { settingsRoutes } from './settings/settings.routes.ts';
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

/** Method and path of every route this module serves; the tenancy test walks all of them. */
export const calendarRouteTable = new Map<string, { method: string; url: string }>();

/** Every route of the calendar module. */
export function calendarRoutes(services: AppServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method !== 'HEAD') calendarRouteTable.set(`${method} ${route.url}`, { method, url: route.url });
      }
    });
    const calendar = services.calendar;
    await app.register(eventsRoutes(calendar.events, calendar.db));
    await app.register(remindersRoutes(calendar.reminders));
    await app.register(settingsRoutes(calendar.settings, calendar.feed, calendar.config));
    await app.register(deadlinesRoutes(calendar.deadlines, calendar.holidays));
    await app.register(adminHolidaysRoutes(calendar.holidays));
    await app.register(feedRoutes(calendar.feed));
  };
}
