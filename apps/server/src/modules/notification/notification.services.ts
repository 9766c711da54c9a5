import { join } from 'node:path';
import type { ModuleContext } from '../../core/module-context.ts';
import { createFileStorage } from '../document/file-storage.ts';
import { objectStoreOf } from '../document/object-store.ts';
import { createAlarmFeed } from './alarm-feed.ts';
import { createNoticesService } from './notices.service.ts';

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
    /** Ends a stream once its session ends, in any process (decision 013). */
    watchAccess: ctx.tokens.watchAccess,
    // Tests call sendDueDigests themselves, at the moment they choose.
    runsDigests: ctx.config.NODE_ENV !== 'test',
  };
}

export type NotificationServices = ReturnType<typeof createNotificationServices>;
