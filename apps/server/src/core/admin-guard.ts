import type { FastifyInstance, FastifyReply, FastifyRequest, preParsingHookHandler } from 'fastify';
import { actorOf } from './auth-guard.ts';
import { forbidden } from './errors.ts';

export const ADMIN_PREFIX = '/api/admin/';

type Guard = (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

async function requireAdminRole(request: FastifyRequest) {
  if (!actorOf(request).roles.includes('admin')) throw forbidden();
}

/** A guard run before the body is read; the body stream goes on untouched. */
const beforeBody = (guard: Guard): preParsingHookHandler =>
  async function (this: FastifyInstance, request, reply, payload) {
    await guard.call(this, request, reply);
    return payload;
  } as preParsingHookHandler;

/**
 * Every admin route checks its caller before it reads the body (issue 19): a non-admin learns nothing of
 * a form from its validation errors, and sends no body the server parses. The route's own guards (its
 * preHandler: a permission, or 404 for the user routes; all of them async checks of the signed-in
 * actor) move before parsing; a route without one gets the admin role check there.
 */
export function registerAdminGuards(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(ADMIN_PREFIX)) return;
    const guards = [route.preHandler ?? []].flat() as unknown as Guard[];
    const parsing = [route.preParsing ?? []].flat();
    route.preParsing = [...parsing, ...(guards.length ? guards : [requireAdminRole]).map(beforeBody)];
    route.preHandler = [];
  });
}
