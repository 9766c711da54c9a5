import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../core/module-context.ts';
import type { AppServices } from '../../core/services.ts';

/** The site content, feedback, contact, newsletter, banners, settings, countries, version status. */
export function createContentServices(ctx: ModuleContext) {
  return { db: ctx.db };
}

export type ContentServices = ReturnType<typeof createContentServices>;

/** Every route of the content module. */
export function contentRoutes(_services: AppServices): FastifyPluginAsyncZod {
  return async () => {};
}
