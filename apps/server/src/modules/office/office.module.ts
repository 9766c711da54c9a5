import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../core/module-context.ts';
import type { AppServices } from '../../core/services.ts';

/** The law office's services (clients, cases, documents, cabinets, secretaries, access links, audit). */
export function createOfficeServices(_ctx: ModuleContext) {
  return {};
}

export type OfficeServices = ReturnType<typeof createOfficeServices>;

/** Every office, lawyer, referral and document route. */
export function officeRoutes(_services: AppServices): FastifyPluginAsyncZod {
  return async () => {};
}
