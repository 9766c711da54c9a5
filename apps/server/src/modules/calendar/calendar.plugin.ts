import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CalendarServices } from './calendar.services.ts';
import { adminHolidaysRoutes } from './deadlines/admin-holidays.routes.ts';
import { deadlinesRoutes } from './deadlines/deadlines.routes.ts';
import { eventsRoutes } from './events/events.routes.ts';
import { feedRoutes } from './feed/feed.routes.ts';
import { remindersRoutes } from './reminders/reminders.routes.ts';
import { settingsRoutes } from './settings/settings.routes.ts';

/** Method and path of every route this module serves; the tenancy test walks all of them. */
export const calendarRouteTable = new Map<string, { method: string; url: string }>();

/** Every route of the calendar module. */
export function calendarRoutes(calendar: CalendarServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method !== 'HEAD') calendarRouteTable.set(`${method} ${route.url}`, { method, url: route.url });
      }
    });
    await app.register(eventsRoutes(calendar.events, calendar.db));
    await app.register(remindersRoutes(calendar.reminders));
    await app.register(settingsRoutes(calendar.settings, calendar.feed, calendar.config));
    await app.register(deadlinesRoutes(calendar.deadlines, calendar.holidays));
    await app.register(adminHolidaysRoutes(calendar.holidays));
    await app.register(feedRoutes(calendar.feed));
  };
}
