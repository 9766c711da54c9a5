import { join } from 'node:path';
import type { ModuleContext } from '../../core/module-context.ts';
import { createFileStorage } from '../document/file-storage.ts';
import { objectStoreOf } from '../document/object-store.ts';

/** The site content, feedback, contact, newsletter, banners, settings, countries, version status. */
export function createContentServices(ctx: ModuleContext) {
  // The same upload folder as the office's documents; content images have their own table and public route.
  const storage = createFileStorage(
    ctx.config.UPLOAD_DIR ?? join(ctx.config.DATA_DIR, 'uploads'),
    objectStoreOf(ctx.config),
  );
  return { db: ctx.db, storage };
}

export type ContentServices = ReturnType<typeof createContentServices>;
