import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { FileStorage } from '../document/file-storage.ts';
import { aiRoutes } from './ai/ai.routes.ts';
import { loadKnowledgeSeed } from './ai/knowledge.service.ts';
import type { UserContextSource } from './ai/user-context.ts';
import type { ChatServices } from './chat.services.ts';
import { consultantsRoutes } from './consultant/consultants.routes.ts';
import { licenceDocumentRoutes } from './consultant/licence-document.routes.ts';
import { consultationsRoutes } from './consultation/consultations.routes.ts';
import { sessionsRoutes } from './sessions/sessions.routes.ts';
import { chatSocketRoutes } from './socket/socket.routes.ts';

/** What the chat routes take from other modules: the office's file storage and the asker's own data. */
export interface ChatPluginDeps {
  officeStorage: FileStorage;
  userContext: UserContextSource;
}

/** Every route of the chat module, the chat socket, and the module's start and stop. */
export function chatRoutes(chat: ChatServices, deps: ChatPluginDeps): FastifyPluginAsyncZod {
  return async (app) => {
    chat.log.attach(app.log as Logger);
    chat.assistant.useUserContext(deps.userContext);
    app.addHook('onReady', async () => {
      await chat.hub.start();
      // Without its seed the assistant still runs (it says it has no source); the next start retries.
      await loadKnowledgeSeed(chat.db).catch((error: unknown) =>
        app.log.warn({ err: error }, 'the AI knowledge base seed was not loaded'),
      );
      chat.assistant.warm();
    });
    app.addHook('onClose', async () => {
      await chat.assistant.settled();
      await chat.hub.stop();
    });
    await app.register(consultantsRoutes(chat));
    await app.register(licenceDocumentRoutes(chat.db, deps.officeStorage));
    await app.register(consultationsRoutes(chat));
    await app.register(sessionsRoutes(chat, deps.officeStorage));
    await app.register(aiRoutes(chat));
    await app.register(chatSocketRoutes(chat));
  };
}
