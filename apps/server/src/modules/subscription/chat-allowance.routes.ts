import { zChatAllowanceResponse } from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../core/auth-guard.ts';
import type { MoneyServices } from '../wallet/money.services.ts';
import { guard } from '../wallet/money-http.ts';
import { chatAllowance } from './subscription.limits.ts';

/** The chat screen's view of the caller's plan (a chat path, answered by the subscription module). */
export function chatAllowanceRoutes(money: MoneyServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/chat/v1/subscriptions/active/',
      {
        ...guard(app, 'chat.use'),
        schema: {
          tags: ['chat'],
          security: [{ bearer: [] }],
          description:
            "The current package's chat allowances; the free tier's when there is no subscription.",
          response: { 200: zChatAllowanceResponse },
        },
      },
      async (request) => ({ result: await chatAllowance(money.db, actorOf(request).userId) }),
    );
  };
}
