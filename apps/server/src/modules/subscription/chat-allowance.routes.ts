import { zChatAllowanceResponse } from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../core/auth-guard.ts';
import { aiChatsThisMonth } from '../chat/sessions/ai-chats-this-month.ts';
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
            "The current package's chat allowances (the free tier's when there is no subscription) and the AI chats left this Jalali month (null: unlimited).",
          response: { 200: zChatAllowanceResponse },
        },
      },
      async (request) => {
        const { userId } = actorOf(request);
        const allowance = await chatAllowance(money.db, userId);
        const limit = allowance.ai_chats_per_month;
        const left = limit === null ? null : Math.max(0, limit - (await aiChatsThisMonth(money.db, userId)));
        return { result: { ...allowance, ai_chats_left: left } };
      },
    );
  };
}
