import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../core/module-context.ts';
import type { AppServices } from '../../core/services.ts';

/** The consultations, chat sessions and requests, the chat WebSocket, the AI assistant. */
export function createChatServices(ctx: ModuleContext) {
  return { db: ctx.db };
}

export type ChatServices = ReturnType<typeof createChatServices>;

/** Every route of the chat module. */
export function chatRoutes(_services: AppServices): FastifyPluginAsyncZod {
  return async () => {};
}
