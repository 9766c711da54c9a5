import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requirePermission } from '../../core/auth-guard.ts';

/** What the content routes share: OpenAPI tags, the bearer scheme, the pid parameter, the admin guard. */
export const publicTags = ['content'];
export const adminTags = ['admin-content'];
export const security = [{ bearer: [] }];
export const zPidParams = z.object({ pid: z.string().min(1).max(64) });
export const ADMIN_BASE = '/api/admin/v1/content';

/**
 * Route options of an admin call: a valid Bearer token (401), then the admin.content permission (403),
 * checked before the body is validated so a non-admin learns nothing about the form.
 */
export const adminGuard = (app: FastifyInstance) => ({
  onRequest: app.authenticate,
  preValidation: requirePermission('admin.content'),
});

export const iso = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);
