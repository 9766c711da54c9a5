import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { TokenService } from '../auth/tokens.service.ts';
import { adminDashboardRoutes } from './admin-dashboard.ts';
import { adminUsersRoutes } from './admin-users.routes.ts';
import { createAdminUsersService } from './admin-users.service.ts';

/** What the admin's routes need: the database, and the tokens to end a blocked user's sessions. */
export interface AdminDeps {
  db: Db;
  tokens: TokenService;
}

/** The admin's routes for users and roles, and the dashboard's summary. */
export function adminRoutes({ db, tokens }: AdminDeps): FastifyPluginAsyncZod {
  const users = adminUsersRoutes(db, createAdminUsersService(db, tokens));
  const dashboard = adminDashboardRoutes(db);
  return async (app, options) => {
    await app.register(users, options);
    await app.register(dashboard, options);
  };
}
