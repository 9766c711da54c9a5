import {
  zAdminSubscriptionPackageResponse,
  zAdminSubscriptionPackagesResponse,
  zSubscriptionPackageInput,
  zSubscriptionPackagePatch,
} from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MoneyServices } from '../wallet/money.services.ts';
import { guard } from '../wallet/money-http.ts';
import { listPackages, presentPackage } from './subscription.repository.ts';
import {
  createSubscriptionPackage,
  deleteSubscriptionPackage,
  updateSubscriptionPackage,
} from './subscription-admin.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const params = z.object({ pid: z.string().max(64) });
const BASE = '/api/admin/v1/finance/subscription-packages';

export function adminSubscriptionPackageRoutes(money: MoneyServices): FastifyPluginAsyncZod {
  const { db } = money;
  return async (app) => {
    const admin = guard(app, 'admin.finance');

    app.get(
      `${BASE}/`,
      {
        ...admin,
        schema: {
          tags,
          security,
          description: 'Every package, on sale or not.',
          response: { 200: zAdminSubscriptionPackagesResponse },
        },
      },
      async () => ({ result: (await listPackages(db, true)).map(presentPackage) }),
    );

    app.post(
      `${BASE}/`,
      {
        ...admin,
        schema: {
          tags,
          security,
          body: zSubscriptionPackageInput,
          response: { 201: zAdminSubscriptionPackageResponse },
        },
      },
      async (request, reply) =>
        reply.status(201).send({ result: presentPackage(await createSubscriptionPackage(db, request.body)) }),
    );

    app.patch(
      `${BASE}/:pid/`,
      {
        ...admin,
        schema: {
          tags,
          security,
          params,
          body: zSubscriptionPackagePatch,
          response: { 200: zAdminSubscriptionPackageResponse },
        },
      },
      async (request) => ({
        result: presentPackage(await updateSubscriptionPackage(db, request.params.pid, request.body)),
      }),
    );

    app.delete(
      `${BASE}/:pid/`,
      { ...admin, schema: { tags, security, params, response: { 204: z.null() } } },
      async (request, reply) => {
        await deleteSubscriptionPackage(db, request.params.pid);
        return reply.status(204).send(null);
      },
    );
  };
}
