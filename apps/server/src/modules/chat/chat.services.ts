import type { ModuleContext } from '../../core/module-context.ts';
import { createAiSessionsService } from './ai/ai-sessions.service.ts';
import { createAssistant } from './ai/assistant.ts';
import { createKnowledgeService } from './ai/knowledge.service.ts';
import { createOpenAiProvider } from './ai/openai.provider.ts';
import { createEmbeddingsClient } from './ai/semantic/embeddings-client.ts';
import { createSemanticSearch } from './ai/semantic/semantic-search.ts';
import { lateLogger } from './chat-log.ts';
import { createAdminConsultantsService } from './consultant/admin-consultants.service.ts';
import { featuredConsultants } from './consultant/consultants.service.ts';
import { createSettingsService } from './consultant/settings.service.ts';
import {
  CONSULTATION_EXPIRE_TASK,
  createConsultationsService,
} from './consultation/consultations.service.ts';
import { PAYOUT_TASK, runFeePayout } from './fees.ts';
import { runSessionTimeUp, SESSION_TIME_UP_TASK } from './sessions/lifecycle.ts';
import { createMessagesService } from './sessions/messages.service.ts';
import { createRequestsService, REQUEST_EXPIRE_TASK } from './sessions/requests.service.ts';
import { createSessionsService } from './sessions/sessions.service.ts';
import { createChatEvents } from './socket/events.ts';
import { createChatHub } from './socket/hub.ts';

/** The consultations, chat sessions and requests, the chat WebSocket, the AI assistant. */
export function createChatServices(ctx: ModuleContext) {
  const { db, config } = ctx;
  const log = lateLogger();
  const hub = createChatHub({ redisUrl: config.REDIS_URL, log });
  const events = createChatEvents(db, hub);
  const model = config.AI_BASE_URL
    ? createOpenAiProvider({ baseUrl: config.AI_BASE_URL, apiKey: config.AI_API_KEY, model: config.AI_MODEL })
    : null;
  const semantic =
    config.AI_BASE_URL && config.AI_EMBEDDING_MODEL
      ? {
          search: createSemanticSearch(
            db,
            createEmbeddingsClient({
              baseUrl: config.AI_BASE_URL,
              apiKey: config.AI_API_KEY,
              model: config.AI_EMBEDDING_MODEL,
            }),
          ),
          minSimilarity: config.AI_EMBEDDING_MIN_SIMILARITY,
          onError: (error: unknown) =>
            log.warn({ err: error }, 'semantic retrieval failed; answering from the keyword search'),
        }
      : null;
  const assistant = createAssistant({ db, events, model, semantic, log });
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
