import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tasksRoutes } from './tasks.routes.ts';
import type { TasksServices } from './tasks.services.ts';
import { templatesRoutes } from './templates.routes.ts';

/** Every route of the tasks module; `dev` adds the route that runs a day's digest (never in production). */
export function tasksModuleRoutes(tasks: TasksServices, options: { dev: boolean }): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(tasksRoutes(tasks));
    await app.register(templatesRoutes(tasks, options.dev));
  };
}
