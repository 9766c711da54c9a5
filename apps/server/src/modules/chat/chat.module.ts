import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { ModuleContext } from '../../core/module-context.ts';
import type { AppServices } from '../../core/services.ts';
import { aiRoutes } from './ai/ai.routes.ts';
import { createAiSessionsService } from './ai/ai-sessions.service.ts';
import { createAssistant } from './ai/assistant.ts';
import { createKnowledgeService, loadKnowledgeSeed } from './ai/knowledge.service.ts';
import { createOpenAiProvider } from './ai/openai.provider.ts';
import { officeUserContext } from './ai/user-context.ts';
import { lateLogger } from './chat-log.ts';
import { createAdminConsultantsService } from './consultant/admin-consultants.service.ts';
import { consultantsRoutes } from './consultant/consultants.routes.ts';
import { featuredConsultants } from './consultant/consultants.service.ts';
import { licenceDocumentRoutes } from './consultant/licence-document.routes.ts';
import { createSettingsService } from './consultant/settings.service.ts';
import { consultationsRoutes } from './consultation/consultations.routes.ts';
import {
  CONSULTATION_EXPIRE_TASK,
  createConsultationsService,
} from './consultation/consultations.service.ts';
import { PAYOUT_TASK, runFeePayout } from './fees.ts';
import { runSessionTimeUp, SESSION_TIME_UP_TASK } from './sessions/lifecycle.ts';
import { createMessagesService } from './sessions/messages.service.ts';
import { createRequestsService, REQUEST_EXPIRE_TASK } from './sessions/requests.service.ts';
import { sessionsRoutes } from './sessions/sessions.routes.ts';
import { createSessionsService } from './sessions/sessions.service.ts';
import { createChatEvents } from './socket/events.ts';
import { createChatHub } from './socket/hub.ts';
import { chatSocketRoutes } from './socket/socket.routes.ts';

/** The consultations, chat sessions and requests, the chat WebSocket, the AI assistant. */
export function createChatServices(ctx: ModuleContext) {
  const { db, config } = ctx;
  const log = lateLogger();
  const hub = createChatHub({ redisUrl: config.REDIS_URL, log });
  const events = createChatEvents(db, hub);
  const model = config.AI_BASE_URL
    ? createOpenAiProvider({ baseUrl: config.AI_BASE_URL, apiKey: config.AI_API_KEY, model: config.AI_MODEL })
    : null;
  const assistant = createAssistant({ db, events, model, log });
  const sessions = createSessionsService(db, events);
  const requests = createRequestsService(db);
  const consultations = createConsultationsService(db);
  return {
    db,
    tokens: ctx.tokens,
    log,
    hub,
    events,
    assistant,
    sessions,
    messages: createMessagesService(db, events, assistant.reply),
    requests,
    consultations,
    settings: createSettingsService(db),
    adminConsultants: createAdminConsultantsService(db, ctx.sms),
    knowledge: createKnowledgeService(db),
    aiSessions: createAiSessionsService(db, sessions),
    /** The home page's consultants (approved, available, best rated). */
    featuredConsultants: (limit?: number) => featuredConsultants(db, limit),
    /** Job handlers (jobs/runner.ts collects them). */
    tasks: {
      [REQUEST_EXPIRE_TASK]: (payload: unknown) => requests.runExpire(payload),
      [CONSULTATION_EXPIRE_TASK]: (payload: unknown) => consultations.runExpire(payload),
      [SESSION_TIME_UP_TASK]: (payload: unknown) => runSessionTimeUp(db, events, payload),
      [PAYOUT_TASK]: (payload: unknown) => runFeePayout(db, payload),
    },
  };
}

export type ChatServices = ReturnType<typeof createChatServices>;

/** Every route of the chat module, the chat socket, and the module's start and stop. */
export function chatRoutes(services: AppServices): FastifyPluginAsyncZod {
  return async (app) => {
    const chat = services.chat;
    chat.log.attach(app.log as Logger);
    chat.assistant.useUserContext(officeUserContext(services.office, services.calendar));
    app.addHook('onReady', async () => {
      await chat.hub.start();
      // Without its seed the assistant still runs (it says it has no source); the next start retries.
      await loadKnowledgeSeed(chat.db).catch((error: unknown) =>
        app.log.warn({ err: error }, 'the AI knowledge base seed was not loaded'),
      );
    });
    app.addHook('onClose', async () => {
      await chat.assistant.settled();
      await chat.hub.stop();
    });
    await app.register(consultantsRoutes(chat));
    await app.register(licenceDocumentRoutes(chat.db, services.office.storage));
    await app.register(consultationsRoutes(chat));
    await app.register(sessionsRoutes(chat, services.office.storage));
    await app.register(aiRoutes(chat));
    await app.register(chatSocketRoutes(chat));
  };
}
