import {
  zSubscribeRequest,
  zTopUpAndSubscribeResponse,
  zUpgradeQuoteQuery,
  zUpgradeQuoteResponse,
} from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../core/auth-guard.ts';
import { currentCoinSettings } from '../wallet/coins.service.ts';
import type { MoneyServices } from '../wallet/money.services.ts';
import {
  guard,
  idempotencyKeyOf,
  operationKey,
  publicOrigin,
  zIdempotencyHeaders,
} from '../wallet/money-http.ts';
import { subscriptionTexts } from './subscription.messages.ts';

const tags = ['subscription'];
const security = [{ bearer: [] }];
const BASE = '/api/subscription/v1/subscriptions';

/** Upgrading the current plan before it ends, paying its price less the unused days' credit. */
export function upgradeRoutes(money: MoneyServices): FastifyPluginAsyncZod {
  const { upgrades, subscriptions, db } = money;
  return async (app) => {
    const manage = guard(app, 'subscription.manage');

    app.get(
      `${BASE}/upgrade-quote/`,
      {
        ...manage,
        schema: {
          tags,
          security,
          description:
            'What upgrading to ?package= costs now: its price less the credit for the unused days; 409 when it is no upgrade.',
          querystring: zUpgradeQuoteQuery,
          response: { 200: zUpgradeQuoteResponse },
        },
      },
      async (request) => ({ result: await upgrades.quote(actorOf(request).userId, request.query.package) }),
    );

    app.post(
      `${BASE}/upgrade/`,
      {
        ...manage,
        schema: {
          tags,
          security,
          description:
            'Starts the pricier plan now and ends the current one. From the wallet when it covers the cost (payment null), otherwise a card payment for the shortfall, the upgrade following its verification.',
          headers: zIdempotencyHeaders,
          body: zSubscribeRequest,
          response: { 201: zTopUpAndSubscribeResponse },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const outcome = await upgrades.upgrade({
          userId: actor.userId,
          mobile: actor.phone,
          packagePid: request.body.package,
          key: operationKey('upgrade', actor.userId, idempotencyKeyOf(request)),
          origin: publicOrigin(request, money.publicUrl),
        });
        const { subscription: row } = outcome;
        const message = outcome.payment
          ? subscriptionTexts.upgradeTopUpStarted(
              outcome.shortfall,
              (await currentCoinSettings(db)).exchangeRate,
            )
          : row.endsAt
            ? subscriptionTexts.upgraded(row.packageName, row.endsAt)
            : subscriptionTexts.active;
        return reply.status(201).send({
          result: {
            subscription: subscriptions.present(row),
            payment: outcome.payment,
            shortfall: outcome.shortfall,
            message,
          },
        });
      },
    );
  };
}
