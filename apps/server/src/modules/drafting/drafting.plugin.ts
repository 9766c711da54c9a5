import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DraftingServices } from './drafting.services.ts';
import { draftsRoutes } from './drafts/drafts.routes.ts';
import { templatesRoutes } from './templates/templates.routes.ts';

/** Method and path of every route this module serves; the tenancy test walks all of them. */
export const draftingRouteTable = new Map<string, { method: string; url: string }>();

/** Every route of the drafting module. */
export function draftingRoutes(drafting: DraftingServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method !== 'HEAD') draftingRouteTable.set(`${method} ${route.url}`, { method, url: route.url });
      }
    });
    await app.register(templatesRoutes(drafting.templates));
    await app.register(draftsRoutes(drafting.drafts, drafting.output));
  };
}
