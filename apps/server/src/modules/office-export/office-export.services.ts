import { join } from 'node:path';
import type { ModuleContext } from '../../core/module-context.ts';
import { createFileStorage } from '../document/file-storage.ts';
import { objectStoreOf } from '../document/object-store.ts';
import { createOfficeExportService } from './office-export.service.ts';

/** The office's complete export, built by a background job. */
export function createOfficeExportServices(ctx: ModuleContext) {
  const storage = createFileStorage(
    ctx.config.UPLOAD_DIR ?? join(ctx.config.DATA_DIR, 'uploads'),
    objectStoreOf(ctx.config),
  );
  const exports = createOfficeExportService(ctx, storage);
  return { exports, tasks: exports.tasks };
}

export type OfficeExportServices = ReturnType<typeof createOfficeExportServices>;
