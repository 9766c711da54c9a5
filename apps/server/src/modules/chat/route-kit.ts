import type { Permission } from '@vakilyar/contract';
import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../core/auth-guard.ts';

export { security, zPidParams } from '../../core/route-kit.ts';

export const consultationTags = ['consultation'];
export const chatTags = ['chat'];
export const adminTags = ['admin'];

/** A signed-in caller (401 otherwise) whose roles grant `permission` (403 otherwise). */
export const signedIn = (app: FastifyInstance, permission?: Permission) => ({
  onRequest: app.authenticate,
  ...(permission ? { preHandler: requirePermission(permission) } : {}),
});
