import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../core/module-context.ts';
import type { AppServices } from '../../core/services.ts';

/** The court calendar: events, reminders, settings, deadline calculator, ICS feed. */
export function createCalendarServices(ctx: ModuleContext) {
  return { db: ctx.db };
}

export type CalendarServices = ReturnType<typeof createCalendarServices>;

/** Every route of the calendar module. */
export function calendarRoutes(_services: AppServices): FastifyPluginAsyncZod {
  return async () => {};
}
