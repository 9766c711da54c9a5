import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '../../core/services.ts';
import { adminDashboardRoutes } from './admin-dashboard.ts';
import { adminUsersRoutes } from './admin-users.routes.ts';
import { createAdminUsersService } from './admin-users.service.ts';

/** The admin's routes for users and roles, and the dashboard's summary. */
export function adminRoutes(services: AppServices): FastifyPluginAsyncZod {
  const { db } = services.money;
  const users = adminUsersRoutes(db, createAdminUsersService(db, services.tokens));
  const dashboard = adminDashboardRoutes(db);
  return async (app, options) => {
    await app.register(users, options);
    await app.register(dashboard, options);
  };
}
