import {
  zCoinPackagesResponse,
  zCoinSettingsResponse,
  zDepositRequest,
  zPage,
  zPageQuery,
  zPaymentStartResponse,
  zPendingEarningsResponse,
  zTransactionsQuery,
  zWalletBalanceResponse,
  zWalletDetailsResponse,
  zWalletTransactionsResponse,
  zWithdrawal,
  zWithdrawalResponse,
  zWithdrawRequest,
} from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../core/auth-guard.ts';
import { toPage } from '../../core/paging.ts';
import { currentCoinSettings } from './coins.service.ts';
import type { MoneyServices } from './money.services.ts';
import { guard, idempotencyKeyOf, operationKey, publicOrigin, zIdempotencyHeaders } from './money-http.ts';
import { walletTexts } from './wallet.messages.ts';
import { presentWithdrawal } from './withdrawals.service.ts';

const tags = ['wallet'];
const security = [{ bearer: [] }];

export function walletRoutes(money: MoneyServices): FastifyPluginAsyncZod {
  const { wallet, db } = money;
  return async (app) => {
    app.get(
      '/api/wallet/v1/coin-settings/current/',
      { schema: { tags, description: 'Rials per coin.', response: { 200: zCoinSettingsResponse } } },
      async () => ({ result: await wallet.coinSettings() }),
    );

    app.get(
      '/api/wallet/v1/coin-packages/',
      {
        schema: {
          tags,
          description: 'Packages on sale, each priced round(value × |exchange_rate|) Rials.',
          response: { 200: zCoinPackagesResponse },
        },
      },
      async () => ({ result: await wallet.coinPackages() }),
    );

    const canView = { ...guard(app, 'wallet.view') };

    app.get(
      '/api/wallet/v1/balance/',
      { ...canView, schema: { tags, security, response: { 200: zWalletBalanceResponse } } },
      async (request) => ({ result: await wallet.balance(actorOf(request).userId) }),
    );

    app.get(
      '/api/wallet/v1/details/',
      { ...canView, schema: { tags, security, response: { 200: zWalletDetailsResponse } } },
      async (request) => ({ result: await wallet.details(actorOf(request).userId) }),
    );

    app.get(
      '/api/wallet/v1/transactions/',
      {
        ...canView,
        schema: {
          tags,
          security,
          description: 'Movements of the wallet, newest first; ?kind=, ?date_from=, ?date_to= (Tehran days).',
          querystring: zTransactionsQuery,
          response: { 200: zWalletTransactionsResponse },
        },
      },
      async (request) => {
        const { count, results } = await wallet.transactions(actorOf(request).userId, request.query);
        return { result: toPage(request, request.query, count, results) };
      },
    );

    app.get(
      '/api/wallet/v1/pending-earnings/',
      {
        ...canView,
        schema: {
          tags,
          security,
          description:
            "A consultant's shares of charged chat and consultation fees not paid out yet, each with its due time.",
          response: { 200: zPendingEarningsResponse },
        },
      },
      async (request) => ({ result: await wallet.pendingEarnings(actorOf(request).userId) }),
    );

    app.post(
      '/api/wallet/v1/deposit/',
      {
        ...guard(app, 'wallet.deposit'),
        schema: {
          tags,
          security,
          description: 'Buys a coin package or a number of coins by card; the browser goes to payment_url.',
          headers: zIdempotencyHeaders,
          body: zDepositRequest,
          response: { 201: zPaymentStartResponse },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const started = await wallet.deposit({
          userId: actor.userId,
          mobile: actor.phone,
          order: request.body,
          key: operationKey('deposit', actor.userId, idempotencyKeyOf(request)),
          origin: publicOrigin(request, money.publicUrl),
        });
        return reply.status(201).send({ result: started });
      },
    );

    app.post(
      '/api/wallet/v1/withdraw/',
      {
        ...guard(app, 'wallet.withdraw'),
        schema: {
          tags,
          security,
          description:
            "A consultant's payout request to a Sheba; the coins stay held until an admin decides.",
          headers: zIdempotencyHeaders,
          body: zWithdrawRequest,
          response: { 201: zWithdrawalResponse },
        },
      },
      async (request, reply) => {
        const { userId } = actorOf(request);
        const key = operationKey('withdraw', userId, idempotencyKeyOf(request));
        const { withdrawal } = await wallet.withdraw(userId, request.body, key);
        return reply.status(201).send({
          result: {
            ...presentWithdrawal(withdrawal),
            message: walletTexts.withdrawRequested(
              withdrawal.coins,
              (await currentCoinSettings(db)).exchangeRate,
            ),
          },
        });
      },
    );

    app.get(
      '/api/wallet/v1/withdrawals/',
      {
        ...guard(app, 'wallet.withdraw'),
        schema: { tags, security, querystring: zPageQuery, response: { 200: zPage(zWithdrawal) } },
      },
      async (request) => {
        const { count, rows } = await wallet.withdrawals(actorOf(request).userId, request.query);
        return { result: toPage(request, request.query, count, rows.map(presentWithdrawal)) };
      },
    );
  };
}
