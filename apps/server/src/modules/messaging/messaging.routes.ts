import {
  zSmsBalanceResponse,
  zSmsPackagesResponse,
  zSmsPurchaseRequest,
  zSmsPurchaseResponse,
} from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../core/auth-guard.ts';
import type { MoneyServices } from '../wallet/money.services.ts';
import { guard, idempotencyKeyOf, operationKey, zIdempotencyHeaders } from '../wallet/money-http.ts';

const tags = ['messaging'];
const security = [{ bearer: [] }];

export function messagingRoutes(money: MoneyServices): FastifyPluginAsyncZod {
  const { messaging } = money;
  return async (app) => {
    app.get(
      '/api/messaging/v1/packages/',
      {
        schema: {
          tags,
          description: 'SMS packages on sale (price in coins).',
          response: { 200: zSmsPackagesResponse },
        },
      },
      async () => ({ result: await messaging.packages() }),
    );

    app.get(
      '/api/messaging/v1/balance/my-balance/',
      {
        ...guard(app, 'sms_credit.purchase'),
        schema: { tags, security, response: { 200: zSmsBalanceResponse } },
      },
      async (request) => ({ result: await messaging.balance(actorOf(request).userId) }),
    );

    app.post(
      '/api/messaging/v1/purchases/',
      {
        ...guard(app, 'sms_credit.purchase'),
        schema: {
          tags,
          security,
          description:
            'Buys an SMS package from the wallet: 402 with the shortfall when the wallet is short.',
          headers: zIdempotencyHeaders,
          body: zSmsPurchaseRequest,
          response: { 201: zSmsPurchaseResponse },
        },
      },
      async (request, reply) => {
        const { userId } = actorOf(request);
        const key = operationKey('sms-purchase', userId, idempotencyKeyOf(request));
        return reply
          .status(201)
          .send({ result: await messaging.purchase(userId, request.body.package, key) });
      },
    );
  };
}
