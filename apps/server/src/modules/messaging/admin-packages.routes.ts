import {
  zAdminSmsPackageResponse,
  zAdminSmsPackagesResponse,
  zSmsPackageInput,
  zSmsPackagePatch,
} from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MoneyServices } from '../wallet/money.services.ts';
import { guard } from '../wallet/money-http.ts';
import { listSmsPackages, presentSmsPackage } from './messaging.service.ts';
import { createSmsPackage, deleteSmsPackage, updateSmsPackage } from './messaging-admin.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const params = z.object({ pid: z.string().max(64) });
const BASE = '/api/admin/v1/finance/sms-packages';

export function adminSmsPackageRoutes(money: MoneyServices): FastifyPluginAsyncZod {
  const { db } = money;
  return async (app) => {
    const admin = guard(app, 'admin.finance');

    app.get(
      `${BASE}/`,
      { ...admin, schema: { tags, security, response: { 200: zAdminSmsPackagesResponse } } },
      async () => ({ result: (await listSmsPackages(db, true)).map(presentSmsPackage) }),
    );

    app.post(
      `${BASE}/`,
      {
        ...admin,
        schema: { tags, security, body: zSmsPackageInput, response: { 201: zAdminSmsPackageResponse } },
      },
      async (request, reply) =>
        reply.status(201).send({ result: presentSmsPackage(await createSmsPackage(db, request.body)) }),
    );

    app.patch(
      `${BASE}/:pid/`,
      {
        ...admin,
        schema: {
          tags,
          security,
          params,
          body: zSmsPackagePatch,
          response: { 200: zAdminSmsPackageResponse },
        },
      },
      async (request) => ({
        result: presentSmsPackage(await updateSmsPackage(db, request.params.pid, request.body)),
      }),
    );

    app.delete(
      `${BASE}/:pid/`,
      { ...admin, schema: { tags, security, params, response: { 204: z.null() } } },
      async (request, reply) => {
        await deleteSmsPackage(db, request.params.pid);
        return reply.status(204).send(null);
      },
    );
  };
}
