import { notificationPaths } from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decodeJwt } from 'jose';
import { actorOf, bearerToken } from '../../core/auth-guard.ts';
import type { Db } from '../../db/client.ts';
import type { TokenService } from '../auth/tokens.service.ts';
import type { AlarmFeed } from './alarm-feed.ts';
import { unseenAlarmCount } from './alarms.service.ts';

const HEARTBEAT_MS = 25_000;
/** How long a browser waits before it reconnects a dropped stream. */
const RETRY_MS = 3_000;

/**
 * `GET alarms/stream/`: server-sent events of the caller's alarms. An `alarms` event carries the unseen
 * count now and whenever the caller's alarms change; a comment line every 25 s keeps proxies from
 * closing an idle stream. The stream ends with `expired` when the access token does, so the client
 * reconnects with a fresh one (the token travels in the Authorization header, never in the address);
 * it ends with `revoked` as soon as the session ends or loses a role, in any process (decision 013's
 * feed, the one that closes chat sockets) or the user leaves an office, so a signed-out device hears
 * nothing more and a removed secretary's tab reconnects with what is left of her access.
 */
export function alarmStreamRoutes(
  db: Db,
  feed: AlarmFeed,
  watchAccess: TokenService['watchAccess'],
): FastifyPluginAsyncZod {
  return async (app) => {
    const open = new Set<() => void>();
    app.addHook('preClose', async () => {
      for (const end of [...open]) end();
    });

    app.get(
      `/api${notificationPaths.alarmsStream}`,
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['notification'],
          security: [{ bearer: [] }],
          description:
            'Server-sent events (`text/event-stream`): `alarms` with `{"unseen_count": n}` at once and on every change of the caller\'s alarms; `expired` when the access token expires, `revoked` when the session ends (logout, password change, deactivation), loses a role or leaves an office; then the stream ends.',
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const { userId } = actor;
        const expiresAt = (decodeJwt(bearerToken(request) ?? '').exp ?? 0) * 1000;
        reply.hijack();
        const raw = reply.raw;
        raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
          'x-request-id': request.id,
        });
        raw.write(`retry: ${RETRY_MS}\n\n`);

        let sending = Promise.resolve();
        const sendCount = () => {
          sending = sending
            .then(() => unseenAlarmCount(db, userId))
            .then((count) => {
              if (!raw.writableEnded)
                raw.write(`event: alarms\ndata: ${JSON.stringify({ unseen_count: count })}\n\n`);
            })
            .catch((error) => request.log.warn({ err: error }, 'alarm stream: unseen count not read'));
        };

        const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
        const expiry = setTimeout(
          () => end('event: expired\ndata: {}\n\n'),
          Math.max(0, expiresAt - Date.now()),
        );
        const unsubscribe = feed.subscribe(userId, sendCount);
        const unwatch = watchAccess(actor, () => end('event: revoked\ndata: {}\n\n'), {
          endsWithOffice: true,
        });
        function end(last?: string) {
          clearInterval(heartbeat);
          clearTimeout(expiry);
          unsubscribe();
          unwatch();
          open.delete(end);
          if (!raw.writableEnded) raw.end(last);
        }
        open.add(end);
        raw.on('close', () => end());
        sendCount();
      },
    );
  };
}
