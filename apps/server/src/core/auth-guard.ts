import { type Permission, permissionsOf } from '@vakilyar/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../modules/auth/actor.ts';
import { forbidden, unauthorized } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    actor?: Actor;
  }
  interface FastifyInstance {
    /** onRequest hook: a valid Bearer access token of a live session, or 401. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || undefined : undefined;
}

export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}

/** preHandler: the caller's roles must grant the permission code (domain.md); the object check is the service's. */
export const requirePermission = (permission: Permission) => async (request: FastifyRequest) => {
  if (!permissionsOf(actorOf(request).roles).has(permission)) throw forbidden();
};

export const deviceOf = (request: FastifyRequest) => ({
  userAgent: request.headers['user-agent'],
  ip: request.ip,
});
