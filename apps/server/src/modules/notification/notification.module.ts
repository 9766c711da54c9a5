import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../core/module-context.ts';
import type { AppServices } from '../../core/services.ts';

/** The court notices and alarms. */
export function createNotificationServices(ctx: ModuleContext) {
  return { db: ctx.db };
}

export type NotificationServices = ReturnType<typeof createNotificationServices>;

/** Every route of the notification module. */
export function notificationRoutes(_services: AppServices): FastifyPluginAsyncZod {
  return async () => {};
}
