import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import { z } from 'zod';
import { isDatabaseBusy } from '../db/pg-errors.ts';
import { AppError, errorBody } from './errors.ts';
import { t } from './messages.ts';

const zStatus = z.object({ status: z.string() });
const HEALTH = { status: 'ok' };
const HEALTH_BODY = JSON.stringify(HEALTH);
/** A ready process hands out a connection within this; a starved pool does not. */
const READY_WITHIN_MS = 2_000;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function healthRoutes(pool: pg.Pool, redis: Redis | undefined): FastifyPluginAsyncZod {
  return async (app) => {
    // Liveness, asked every few seconds by the load balancer: no database, no Redis, no rate limit (its
    // key would be computed for nothing), and the same bytes every time (no schema serializer to run).
    app.get(
      '/api/health',
      {
        schema: { tags: ['health'], response: { 200: zStatus } },
        config: { rateLimit: false },
        serializerCompiler: () => () => HEALTH_BODY,
      },
      (_request, reply) => {
        reply.send(HEALTH);
      },
    );

    // Readiness: PostgreSQL answers through this process's pool in time (a pool whose connections are all
    // held, with requests queued behind them, is starved and not ready), and Redis answers.
    app.get('/api/ready', { schema: { tags: ['health'] } }, async (_request, reply) => {
      const stateOf = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
      try {
        await within(pool.query('select 1'), READY_WITHIN_MS);
        if (redis) await within(redis.ping(), READY_WITHIN_MS);
        return { status: 'ready', pool: stateOf() };
      } catch (error) {
        const poolState = stateOf();
        const starved = isDatabaseBusy(error) || (poolState.waiting > 0 && poolState.idle === 0);
        return reply.status(503).send({
          ...errorBody(new AppError('service_unavailable', t.notReady)),
          status: starved ? 'pool_starved' : 'unavailable',
          pool: poolState,
        });
      }
    });
  };
}
