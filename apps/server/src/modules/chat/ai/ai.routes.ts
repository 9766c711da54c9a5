import {
  zChatSessionMutationResponse,
  zCreateAiChatRequest,
  zCreateKnowledgeEntryRequest,
  zKnowledgeEntryMutationResponse,
  zKnowledgeEntryPage,
  zKnowledgeEntryResponse,
  zKnowledgeListQuery,
  zUpdateKnowledgeEntryRequest,
} from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../core/auth-guard.ts';
import { toPage } from '../../../core/paging.ts';
import type { ChatServices } from '../chat.services.ts';
import { adminTags, chatTags, zPidParams as params, security, signedIn } from '../route-kit.ts';

const knowledgeBase = '/api/admin/v1/ai/knowledge';

/** Opening AI chats, and the admins' knowledge base the assistant answers from. */
export function aiRoutes({ aiSessions, knowledge }: ChatServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/chat/v1/ai/create-chat/',
      {
        ...signedIn(app, 'ai.use'),
        schema: {
          tags: chatTags,
          security,
          description:
            "Opens an AI session (360 seconds unless the plan says otherwise). 402 once the plan's AI chats of this Jalali month are used. The assistant answers every text you send with an is_ai message citing its sources.",
          body: zCreateAiChatRequest.nullish(),
          response: { 201: zChatSessionMutationResponse },
        },
      },
      async (request, reply) => {
        const input = request.body ?? zCreateAiChatRequest.parse({});
        const session = await aiSessions.create(actorOf(request), input);
        return reply.status(201).send({ result: session });
      },
    );

    app.get(
      `${knowledgeBase}/`,
      {
        ...signedIn(app, 'admin.content'),
        schema: {
          tags: adminTags,
          security,
          querystring: zKnowledgeListQuery,
          response: { 200: zKnowledgeEntryPage },
        },
      },
      async (request) => {
        const page = await knowledge.list(request.query);
        return { result: toPage(request, request.query, page.count, page.results) };
      },
    );

    app.post(
      `${knowledgeBase}/`,
      {
        ...signedIn(app, 'admin.content'),
        schema: {
          tags: adminTags,
          security,
          body: zCreateKnowledgeEntryRequest,
          response: { 201: zKnowledgeEntryMutationResponse },
        },
      },
      async (request, reply) =>
        reply.status(201).send({ result: await knowledge.create(actorOf(request), request.body) }),
    );

    app.get(
      `${knowledgeBase}/:pid/`,
      {
        ...signedIn(app, 'admin.content'),
        schema: { tags: adminTags, security, params, response: { 200: zKnowledgeEntryResponse } },
      },
      async (request) => ({ result: await knowledge.get(request.params.pid) }),
    );

    app.patch(
      `${knowledgeBase}/:pid/`,
      {
        ...signedIn(app, 'admin.content'),
        schema: {
          tags: adminTags,
          security,
          params,
          body: zUpdateKnowledgeEntryRequest,
          response: { 200: zKnowledgeEntryMutationResponse },
        },
      },
      async (request) => ({
        result: await knowledge.update(actorOf(request), request.params.pid, request.body),
      }),
    );

    app.delete(
      `${knowledgeBase}/:pid/`,
      {
        ...signedIn(app, 'admin.content'),
        schema: { tags: adminTags, security, params, description: 'Answers 204.' },
      },
      async (request, reply) => {
        await knowledge.remove(request.params.pid);
        return reply.status(204).send();
      },
    );
  };
}
