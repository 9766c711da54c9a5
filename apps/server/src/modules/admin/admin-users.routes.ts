import {
  permissionsOf,
  zAdminDeactivateRequest,
  zAdminRolesUpdate,
  zAdminUserChangeResponse,
  zAdminUserResponse,
  zAdminUsersQuery,
  zAdminUsersResponse,
} from '@vakilyar/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requirePermission } from '../../core/auth-guard.ts';
import { notFound } from '../../core/errors.ts';
import { toPage } from '../../core/paging.ts';
import type { Db } from '../../db/client.ts';
import { adminTexts } from './admin.messages.ts';
import { listUsers, readUserDetail } from './admin-users.repository.ts';
import type { AdminUsersService } from './admin-users.service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const params = z.object({ pid: z.string().min(1).max(64) });
const BASE = '/api/admin/v1/users';

/** preHandler of a user's own routes: to anyone but an admin, every user is unknown (404, never 403). */
async function adminOrNotFound(request: FastifyRequest) {
  if (!permissionsOf(actorOf(request).roles).has('admin.users')) throw notFound(adminTexts.userNotFound);
}

/** The admin's users and roles (role admin, permission admin.users). */
export function adminUsersRoutes(db: Db, service: AdminUsersService): FastifyPluginAsyncZod {
  return async (app) => {
    const listGuard = { onRequest: app.authenticate, preHandler: requirePermission('admin.users') };
    const userGuard = { onRequest: app.authenticate, preHandler: adminOrNotFound };

    app.get(
      `${BASE}/`,
      {
        ...listGuard,
        schema: {
          tags,
          security,
          description:
            'Users, newest first. `search` matches names, mobile and email after Persian normalization; ' +
            '`role` and `is_active` filter; `ordering`: created_at, last_name, first_name, phone, last_sign_in_at.',
          querystring: zAdminUsersQuery,
          response: { 200: zAdminUsersResponse },
        },
      },
      async (request) => {
        const { count, results } = await listUsers(db, request.query);
        return { result: toPage(request, request.query, count, results) };
      },
    );

    app.get(
      `${BASE}/:pid/`,
      {
        ...userGuard,
        schema: {
          tags,
          security,
          description: "A user's details: roles, office, wallet, sessions, deactivation.",
          params,
          response: { 200: zAdminUserResponse },
        },
      },
      async (request) => ({ result: await readUserDetail(db, request.params.pid) }),
    );

    app.patch(
      `${BASE}/:pid/roles/`,
      {
        ...userGuard,
        schema: {
          tags,
          security,
          description:
            'Sets the whole set of roles. A new lawyer gets an office. 400 when an admin removes their own ' +
            'admin role; 409 when the last active admin would lose it.',
          params,
          body: zAdminRolesUpdate,
          response: { 200: zAdminUserChangeResponse },
        },
      },
      async (request) => ({
        result: await service.setRoles(actorOf(request), request.params.pid, request.body.roles),
      }),
    );

    app.post(
      `${BASE}/:pid/deactivate/`,
      {
        ...userGuard,
        schema: {
          tags,
          security,
          description:
            'Refuses sign-in and revokes every session at once. 409 for oneself, an inactive user, or the ' +
            'last active admin.',
          params,
          body: zAdminDeactivateRequest,
          response: { 200: zAdminUserChangeResponse },
        },
      },
      async (request) => ({
        result: await service.deactivate(actorOf(request), request.params.pid, request.body?.reason),
      }),
    );

    app.post(
      `${BASE}/:pid/activate/`,
      {
        ...userGuard,
        schema: {
          tags,
          security,
          description: 'Lets a deactivated user sign in again. 409 when the user is active.',
          params,
          response: { 200: zAdminUserChangeResponse },
        },
      },
      async (request) => ({ result: await service.activate(request.params.pid) }),
    );
  };
}
