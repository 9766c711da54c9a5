import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { alarmStreamRoutes } from './alarm-stream.routes.ts';
import { alarmsRoutes } from './alarms.routes.ts';
import { courtNoticesRoutes } from './court-notices.routes.ts';
import { startDigestTimer } from './notice-digest.ts';
import { noticeUploadsRoutes } from './notice-uploads.routes.ts';
import type { NotificationServices } from './notification.services.ts';
import { preferencesRoutes } from './preferences.routes.ts';

/** Every route of the notification module. */
export function notificationRoutes(notification: NotificationServices): FastifyPluginAsyncZod {
  return async (app) => {
    if (notification.runsDigests) {
      let stop: (() => void) | undefined;
      app.addHook('onReady', async () => {
        stop = startDigestTimer(notification.db, app.log);
      });
      app.addHook('onClose', async () => stop?.());
    }
    app.addHook('onReady', async () => notification.alarmFeed.start(app.log));
    app.addHook('onClose', async () => notification.alarmFeed.stop());
    await app.register(multipart, {
      throwFileSizeLimit: true,
      limits: { fieldNameSize: 100, fieldSize: 10_000, fields: 20, headerPairs: 100 },
    });
    await app.register(alarmsRoutes(notification.db));
    await app.register(alarmStreamRoutes(notification.db, notification.alarmFeed, notification.watchAccess));
    await app.register(courtNoticesRoutes(notification));
    await app.register(noticeUploadsRoutes(notification));
    await app.register(preferencesRoutes(notification));
  };
}
