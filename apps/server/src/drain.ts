import type { FastifyInstance } from 'fastify';
import { AppError, errorBody } from './core/errors.ts';

const draining = new WeakSet<FastifyInstance>();

/** Seconds a client is told to wait before it tries again (another process, or this one restarted). */
const RETRY_AFTER_SECONDS = 5;
const DRAINING_TEXT = 'سرویس در حال راه‌اندازی دوباره است؛ چند لحظه بعد دوباره تلاش کنید.';

/**
 * While the process drains after SIGTERM it keeps listening, and a request that arrives (on a new or a
 * kept-alive connection) is refused politely: 503, Retry-After and the error envelope, and the connection
 * closes, instead of a reset once the listener is gone. Requests already running finish meanwhile.
 */
export function registerDraining(app: FastifyInstance): void {
  // Synchronous: it runs on every request (an async hook costs a promise each time).
  app.addHook('onRequest', (_request, reply, done) => {
    if (!draining.has(app)) return done();
    reply
      .status(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .header('connection', 'close')
      .send(errorBody(new AppError('service_unavailable', DRAINING_TEXT)));
  });
}

/** Starts refusing new requests, then waits `ms` for the load balancer to notice and running ones to end. */
export async function drain(app: FastifyInstance, ms: number): Promise<void> {
  draining.add(app);
  await new Promise((done) => setTimeout(done, ms));
}
