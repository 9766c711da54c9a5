import {
  zAdminCoinPackageResponse,
  zAdminCoinPackagesResponse,
  zAdminCoinSettingsHistoryResponse,
  zAdminCoinSettingsResponse,
  zCoinPackageInput,
  zCoinPackagePatch,
  zCoinSettingsInput,
  zFinanceSettingsPatch,
  zFinanceSettingsResponse,
  zLedgerCheckResponse,
  zPageQuery,
  zPayoutPayRequest,
  zPayoutRejectRequest,
  zPayoutRequestResponse,
  zPayoutRequestsQuery,
  zPayoutRequestsResponse,
  zUserLedgerResponse,
  zUserWalletResponse,
} from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../core/auth-guard.ts';
import { toPage } from '../../core/paging.ts';
import {
  coinSettingsHistory,
  createCoinPackage,
  deleteCoinPackage,
  setExchangeRate,
  updateCoinPackage,
  userLedger,
  userWallet,
  withUsers,
} from './admin-finance.service.ts';
import {
  currentCoinSettings,
  listCoinPackages,
  presentCoinPackage,
  presentCoinSettings,
} from './coins.service.ts';
import { presentFinanceSettings, readFinanceSettings, updateFinanceSettings } from './finance-settings.ts';
import { checkLedger } from './ledger-audit.ts';
import type { MoneyServices } from './money.services.ts';
import { guard } from './money-http.ts';
import { walletTexts } from './wallet.messages.ts';
import { listWithdrawals, payWithdrawal, rejectWithdrawal } from './withdrawals.service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const params = z.object({ pid: z.string().max(64) });
const BASE = '/api/admin/v1/finance';

/** The admin's money screens (role admin, permission admin.finance). */
export function adminFinanceRoutes(money: MoneyServices): FastifyPluginAsyncZod {
  const { db } = money;
  return async (app) => {
    const admin = guard(app, 'admin.finance');

    app.get(
      `${BASE}/coin-settings/`,
      {
        ...admin,
        schema: {
          tags,
          security,
          description: 'The exchange rates, newest (current) first.',
          querystring: zPageQuery,
          response: { 200: zAdminCoinSettingsHistoryResponse },
        },
      },
      async (request) => {
        const { count, rows } = await coinSettingsHistory(db, request.query);
        return { result: toPage(request, request.query, count, rows.map(presentCoinSettings)) };
      },
    );

    app.post(
      `${BASE}/coin-settings/`,
      {
        ...admin,
        schema: {
          tags,
          security,
          description: 'A new current exchange rate (Rials per coin).',
          body: zCoinSettingsInput,
          response: { 201: zAdminCoinSettingsResponse },
        },
      },
      async (request, reply) => {
        const row = await setExchangeRate(db, request.body.exchange_rate, actorOf(request).userId);
        return reply.status(201).send({ result: presentCoinSettings(row) });
      },
    );

    app.get(
      `${BASE}/coin-packages/`,
      { ...admin, schema: { tags, security, response: { 200: zAdminCoinPackagesResponse } } },
      async () => {
        const [settings, rows] = await Promise.all([currentCoinSettings(db), listCoinPackages(db, true)]);
        return { result: rows.map((row) => presentCoinPackage(row, settings.exchangeRate)) };
      },
    );

    app.post(
      `${BASE}/coin-packages/`,
      {
        ...admin,
        schema: { tags, security, body: zCoinPackageInput, response: { 201: zAdminCoinPackageResponse } },
      },
      async (request, reply) => {
        const row = await createCoinPackage(db, request.body);
        const { exchangeRate } = await currentCoinSettings(db);
        return reply.status(201).send({ result: presentCoinPackage(row, exchangeRate) });
      },
    );

    app.patch(
      `${BASE}/coin-packages/:pid/`,
      {
        ...admin,
        schema: {
          tags,
          security,
          params,
          body: zCoinPackagePatch,
          response: { 200: zAdminCoinPackageResponse },
        },
      },
      async (request) => {
        const row = await updateCoinPackage(db, request.params.pid, request.body);
        const { exchangeRate } = await currentCoinSettings(db);
        return { result: presentCoinPackage(row, exchangeRate) };
      },
    );

    app.delete(
      `${BASE}/coin-packages/:pid/`,
      { ...admin, schema: { tags, security, params, response: { 204: z.null() } } },
      async (request, reply) => {
        await deleteCoinPackage(db, request.params.pid);
        return reply.status(204).send(null);
      },
    );

    app.get(
      `${BASE}/settings/`,
      {
        ...admin,
        schema: {
          tags,
          security,
          description: 'Commission, referral reward and payout delay.',
          response: { 200: zFinanceSettingsResponse },
        },
      },
      async () => ({ result: presentFinanceSettings(await readFinanceSettings(db)) }),
    );

    app.patch(
      `${BASE}/settings/`,
      {
        ...admin,
        schema: { tags, security, body: zFinanceSettingsPatch, response: { 200: zFinanceSettingsResponse } },
      },
      async (request) => ({
        result: presentFinanceSettings(
          await updateFinanceSettings(db, request.body, actorOf(request).userId),
        ),
      }),
    );

    app.get(
      `${BASE}/payout-requests/`,
      {
        ...admin,
        schema: {
          tags,
          security,
          description: 'Withdrawal requests, newest first; ?status=pending|paid|rejected.',
          querystring: zPayoutRequestsQuery,
          response: { 200: zPayoutRequestsResponse },
        },
      },
      async (request) => {
        const { count, rows } = await listWithdrawals(db, { status: request.query.status }, request.query);
        return { result: toPage(request, request.query, count, await withUsers(db, rows)) };
      },
    );

    app.post(
      `${BASE}/payout-requests/:pid/pay/`,
      {
        ...admin,
        schema: {
          tags,
          security,
          description: 'The transfer was made: the held coins leave the wallet. 409 when already decided.',
          params,
          body: zPayoutPayRequest,
          response: { 200: zPayoutRequestResponse },
        },
      },
      async (request) => {
        const row = await payWithdrawal(
          db,
          request.params.pid,
          actorOf(request).userId,
          request.body?.reference ?? null,
        );
        const [presented] = await withUsers(db, [row]);
        return {
          result: { ...(presented as NonNullable<typeof presented>), message: walletTexts.withdrawalPaid },
        };
      },
    );

    app.post(
      `${BASE}/payout-requests/:pid/reject/`,
      {
        ...admin,
        schema: {
          tags,
          security,
          description: 'The held coins return to the wallet. 409 when already decided.',
          params,
          body: zPayoutRejectRequest,
          response: { 200: zPayoutRequestResponse },
        },
      },
      async (request) => {
        const row = await rejectWithdrawal(
          db,
          request.params.pid,
          actorOf(request).userId,
          request.body.reason,
        );
        const [presented] = await withUsers(db, [row]);
        return {
          result: {
            ...(presented as NonNullable<typeof presented>),
            message: walletTexts.withdrawalRejected,
          },
        };
      },
    );

    app.get(
      `${BASE}/users/:pid/wallet/`,
      { ...admin, schema: { tags, security, params, response: { 200: zUserWalletResponse } } },
      async (request) => ({ result: await userWallet(db, request.params.pid) }),
    );

    app.get(
      `${BASE}/users/:pid/ledger/`,
      {
        ...admin,
        schema: {
          tags,
          security,
          description: "A user's ledger entries, newest first.",
          params,
          querystring: zPageQuery,
          response: { 200: zUserLedgerResponse },
        },
      },
      async (request) => {
        const { count, results } = await userLedger(db, request.params.pid, request.query);
        return { result: toPage(request, request.query, count, results) };
      },
    );

    app.get(
      `${BASE}/ledger/check/`,
      {
        ...admin,
        schema: {
          tags,
          security,
          description: 'Recomputes every balance from the ledger and reports each difference.',
          response: { 200: zLedgerCheckResponse },
        },
      },
      async () => ({ result: await checkLedger(db) }),
    );
  };
}
