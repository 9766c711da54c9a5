import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import { z } from 'zod';
import { AppError, errorBody } from './errors.ts';

const zStatus = z.object({ status: z.string() });
const HEALTH = { status: 'ok' };
const HEALTH_BODY = JSON.stringify(HEALTH);

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

    app.get('/api/ready', { schema: { tags: ['health'] } }, async (_request, reply) => {
      try {
        await pool.query('select 1');
        if (redis) await redis.ping();
        return { status: 'ready' };
      } catch {
        return reply
          .status(503)
          .send(errorBody(new AppError('service_unavailable', 'سرویس در حال حاضر آماده پاسخ‌گویی نیست.')));
      }
    });
  };
}
