import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '../../core/services.ts';
import { adminUsersRoutes } from './admin-users.routes.ts';
import { createAdminUsersService } from './admin-users.service.ts';

/** The admin's routes for users and roles. */
export function adminRoutes(services: AppServices): FastifyPluginAsyncZod {
  const { db } = services.money;
  return adminUsersRoutes(db, createAdminUsersService(db, services.tokens));
}
