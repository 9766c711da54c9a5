import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../core/module-context.ts';
import type { AppServices } from '../../core/services.ts';
import { createFileStorage } from '../document/file-storage.ts';
import { objectStoreOf } from '../document/object-store.ts';
import { createAlarmFeed } from './alarm-feed.ts';
import { alarmStreamRoutes } from './alarm-stream.routes.ts';
import { alarmsRoutes } from './alarms.routes.ts';
import { courtNoticesRoutes } from './court-notices.routes.ts';
import { startDigestTimer } from './notice-digest.ts';
import { noticeUploadsRoutes } from './notice-uploads.routes.ts';
import { createNoticesService } from './notices.service.ts';
import { preferencesRoutes } from './preferences.routes.ts';

/** The court notices and alarms. */
export function createNotificationServices(ctx: ModuleContext) {
  // The office module's upload folder: one place for every stored file, swept by the office module.
  const storage = createFileStorage(
    ctx.config.UPLOAD_DIR ?? join(ctx.config.DATA_DIR, 'uploads'),
    objectStoreOf(ctx.config),
  );
  return {
    db: ctx.db,
    storage,
    notices: createNoticesService(ctx.db, storage, ctx.sms),
    alarmFeed: createAlarmFeed(ctx.db, ctx.config.REDIS_URL),
    // Tests call sendDueDigests themselves, at the moment they choose.
    runsDigests: ctx.config.NODE_ENV !== 'test',
  };
}

export type NotificationServices = ReturnType<typeof createNotificationServices>;

/** Every route of the notification module. */
export function notificationRoutes({ notification }: AppServices): FastifyPluginAsyncZod {
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
    await app.register(alarmStreamRoutes(notification.db, notification.alarmFeed));
    await app.register(courtNoticesRoutes(notification));
    await app.register(noticeUploadsRoutes(notification));
    await app.register(preferencesRoutes(notification));
  };
}
