import {
  PAYMENT_RESULT_PAGE,
  zCreatePaymentRequest,
  zPaymentResponse,
  zPaymentStartResponse,
  zPaymentsQuery,
  zPaymentsResponse,
  zPaymentVerifyQuery,
  zPaymentVerifyResponse,
} from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../core/auth-guard.ts';
import { toPage } from '../../core/paging.ts';
import type { MoneyServices } from '../wallet/money.services.ts';
import {
  guard,
  idempotencyKeyOf,
  operationKey,
  publicOrigin,
  zIdempotencyHeaders,
} from '../wallet/money-http.ts';
import type { VerifyOutcome } from './payment.present.ts';

const tags = ['payment'];
const security = [{ bearer: [] }];
const params = z.object({ pid: z.string().max(64) });

/** Where the verify callback sends the browser: the web's result page with the verified outcome. */
export function resultLocation(outcome: VerifyOutcome): string {
  const query = new URLSearchParams({
    ...(outcome.pid ? { pid: outcome.pid } : {}),
    status: outcome.status,
    reason: outcome.reason,
  });
  return `${PAYMENT_RESULT_PAGE}?${query}`;
}

const present = ({ payment: _row, ...result }: VerifyOutcome) => result;

export function paymentRoutes(money: MoneyServices): FastifyPluginAsyncZod {
  const { payments, wallet } = money;
  return async (app) => {
    app.get(
      '/api/payment/v1/verify/',
      {
        schema: {
          tags,
          description:
            'The gateway callback (Authority, Status=OK|NOK). A browser is redirected (302) to /payment/result?pid&status&reason; a request that accepts only JSON gets the outcome.',
          querystring: zPaymentVerifyQuery,
          response: { 200: zPaymentVerifyResponse, 302: z.null().describe('Redirect to /payment/result') },
        },
      },
      async (request, reply) => {
        const q = request.query;
        const outcome = await payments.verifyCallback({
          authority: q.Authority ?? q.authority,
          status: q.Status ?? q.status,
          amount: q.Amount ?? q.amount,
        });
        const accept = request.headers.accept ?? '';
        if (accept.includes('application/json') && !accept.includes('text/html')) {
          return reply.send({ result: present(outcome) });
        }
        return reply.redirect(resultLocation(outcome), 302);
      },
    );

    app.get(
      '/api/payment/v1/',
      {
        ...guard(app, 'wallet.view'),
        schema: { tags, security, querystring: zPaymentsQuery, response: { 200: zPaymentsResponse } },
      },
      async (request) => {
        const { count, results } = await payments.list(actorOf(request).userId, request.query);
        return { result: toPage(request, request.query, count, results) };
      },
    );

    app.get(
      '/api/payment/v1/:pid/',
      {
        ...guard(app, 'wallet.view'),
        schema: { tags, security, params, response: { 200: zPaymentResponse } },
      },
      async (request) => ({
        result: payments.present(await payments.getOwn(actorOf(request).userId, request.params.pid)),
      }),
    );

    app.post(
      '/api/payment/v1/:pid/verify/',
      {
        ...guard(app, 'wallet.view'),
        schema: {
          tags,
          security,
          description: 'Checks an unsettled payment with the gateway again (after a timeout): credits once.',
          params,
          response: { 200: zPaymentVerifyResponse },
        },
      },
      async (request) => ({
        result: present(await payments.refresh(actorOf(request).userId, request.params.pid)),
      }),
    );

    app.post(
      '/api/payment/v1/create_payment/',
      {
        ...guard(app, 'wallet.deposit'),
        schema: {
          tags,
          security,
          description:
            'A card payment for a coin package or a number of coins; the browser goes to payment_url.',
          headers: zIdempotencyHeaders,
          body: zCreatePaymentRequest,
          response: { 201: zPaymentStartResponse },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const started = await wallet.deposit({
          userId: actor.userId,
          mobile: actor.phone,
          order: request.body,
          key: operationKey('create-payment', actor.userId, idempotencyKeyOf(request)),
          origin: publicOrigin(request, money.publicUrl),
        });
        return reply.status(201).send({ result: started });
      },
    );
  };
}
