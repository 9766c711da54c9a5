import {
  zPageQuery,
  zSubscribeRequest,
  zSubscribeResponse,
  zSubscriptionPackageResponse,
  zSubscriptionPackagesResponse,
  zSubscriptionResponse,
  zSubscriptionsResponse,
  zTopUpAndSubscribeRequest,
  zTopUpAndSubscribeResponse,
  zVerifySubscriptionPaymentResponse,
} from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../core/auth-guard.ts';
import { notFound } from '../../core/errors.ts';
import { toPage } from '../../core/paging.ts';
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
import { findPackage, listPackages, presentPackage } from './subscription.repository.ts';

const tags = ['subscription'];
const security = [{ bearer: [] }];
const params = z.object({ pid: z.string().max(64) });
const BASE = '/api/subscription/v1';

export function subscriptionRoutes(money: MoneyServices): FastifyPluginAsyncZod {
  const { subscriptions, db } = money;
  return async (app) => {
    const manage = guard(app, 'subscription.manage');

    app.get(
      `${BASE}/packages/`,
      {
        schema: { tags, description: 'Packages on sale.', response: { 200: zSubscriptionPackagesResponse } },
      },
      async () => ({ result: (await listPackages(db)).map(presentPackage) }),
    );

    app.get(
      `${BASE}/packages/:pid/`,
      { schema: { tags, params, response: { 200: zSubscriptionPackageResponse } } },
      async (request) => {
        const pkg = await findPackage(db, request.params.pid);
        if (!pkg) throw notFound(subscriptionTexts.packageNotFound);
        return { result: presentPackage(pkg) };
      },
    );

    app.get(
      `${BASE}/subscriptions/`,
      {
        ...manage,
        schema: { tags, security, querystring: zPageQuery, response: { 200: zSubscriptionsResponse } },
      },
      async (request) => {
        const { count, results } = await subscriptions.history(actorOf(request).userId, request.query);
        return { result: toPage(request, request.query, count, results) };
      },
    );

    app.get(
      `${BASE}/subscriptions/current/`,
      {
        ...manage,
        schema: {
          tags,
          security,
          description: '404 not_found when there is none.',
          response: { 200: zSubscriptionResponse },
        },
      },
      async (request) => ({ result: await subscriptions.current(actorOf(request).userId) }),
    );

    app.get(
      `${BASE}/subscriptions/:pid/`,
      { ...manage, schema: { tags, security, params, response: { 200: zSubscriptionResponse } } },
      async (request) => ({ result: await subscriptions.get(actorOf(request).userId, request.params.pid) }),
    );

    app.post(
      `${BASE}/subscriptions/subscribe/`,
      {
        ...manage,
        schema: {
          tags,
          security,
          description:
            'Pays from the wallet: 402 with the shortfall when short, 409 while a subscription is current.',
          headers: zIdempotencyHeaders,
          body: zSubscribeRequest,
          response: { 201: zSubscribeResponse },
        },
      },
      async (request, reply) => {
        const { userId } = actorOf(request);
        const key = operationKey('subscribe', userId, idempotencyKeyOf(request));
        const row = await subscriptions.subscribe(userId, request.body.package, key);
        const subscription = subscriptions.present(row);
        const message = row.endsAt
          ? subscriptionTexts.subscribed(row.packageName, row.endsAt)
          : subscriptionTexts.active;
        return reply.status(201).send({ result: { ...subscription, message } });
      },
    );

    app.post(
      `${BASE}/subscriptions/top_up_and_subscribe/`,
      {
        ...manage,
        schema: {
          tags,
          security,
          description:
            'A card payment for the shortfall; the subscription starts when the payment is verified. payment is null when the wallet already covers the price.',
          headers: zIdempotencyHeaders,
          body: zTopUpAndSubscribeRequest,
          response: { 201: zTopUpAndSubscribeResponse },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const outcome = await subscriptions.topUpAndSubscribe({
          userId: actor.userId,
          mobile: actor.phone,
          packagePid: request.body.package,
          key: operationKey('top-up-subscribe', actor.userId, idempotencyKeyOf(request)),
          origin: publicOrigin(request, money.publicUrl),
        });
        const { subscription: row } = outcome;
        const message = outcome.payment
          ? subscriptionTexts.topUpStarted(outcome.shortfall, (await currentCoinSettings(db)).exchangeRate)
          : row.endsAt
            ? subscriptionTexts.subscribed(row.packageName, row.endsAt)
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

    app.post(
      `${BASE}/subscriptions/:pid/cancel/`,
      {
        ...manage,
        schema: {
          tags,
          security,
          description: 'Stops renewal; access lasts until ends_at.',
          params,
          response: { 200: zSubscribeResponse },
        },
      },
      async (request) => {
        const { subscription, message } = await subscriptions.cancel(
          actorOf(request).userId,
          request.params.pid,
        );
        return { result: { ...subscriptions.present(subscription), message } };
      },
    );

    app.get(
      `${BASE}/subscriptions/:pid/verify_payment/`,
      {
        ...manage,
        schema: {
          tags,
          security,
          description:
            'Checks the card payment of a top-up subscription with the gateway again; activates it once paid.',
          params,
          response: { 200: zVerifySubscriptionPaymentResponse },
        },
      },
      async (request) => ({
        result: await subscriptions.verifyPayment(actorOf(request).userId, request.params.pid),
      }),
    );
  };
}
