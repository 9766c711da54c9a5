import { findUnacceptableText } from '@vakilyar/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerAdminGuards } from './admin-guard.ts';
import { AppError } from './errors.ts';
import { registerJsonBodyParser } from './json-depth.ts';
import { t } from './messages.ts';

async function refuseEmptyPatch(request: FastifyRequest) {
  if (request.method === 'PATCH' && isEmptyObject(request.body)) {
    throw new AppError('validation_error', t.emptyUpdate, { non_field_errors: [t.emptyUpdate] });
  }
}

const isEmptyObject = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0);

/**
 * The contract's text rule (no NUL, control characters or lone surrogates) applied to every request at
 * the edge: path segments, query string and JSON body, before any schema or service sees them; a JSON
 * body nested deeper than 64 levels is refused before it is parsed; and a PATCH must name at least one
 * field.
 */
export function registerInputGuard(app: FastifyInstance): void {
  registerJsonBodyParser(app);
  registerAdminGuards(app);
  // A PATCH names what changes: one that names nothing is a client mistake, not a silent no-op. Checked
  // after the route's own pre-handlers, so a caller without the permission still reads 403.
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!methods.includes('PATCH')) return;
    route.preHandler = [...[route.preHandler ?? []].flat(), refuseEmptyPatch];
  });
  // A synchronous hook: it runs on every request, and a promise per request showed in the profile.
  app.addHook('preValidation', (request, _reply, done) => {
    const sources = { params: request.params, query: request.query, body: request.body };
    for (const [source, value] of Object.entries(sources)) {
      const found = findUnacceptableText(value);
      if (!found) continue;
      const field = source === 'body' ? (found.path[0] ?? 'non_field_errors') : source;
      return done(new AppError('validation_error', found.message, { [field]: [found.message] }));
    }
    done();
  });
}
