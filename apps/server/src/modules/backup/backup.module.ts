import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../core/module-context.ts';
import type { AppServices } from '../../core/services.ts';
import { backupRoutes } from './backup.routes.ts';
import { createScheduledBackups } from './scheduled-backup.ts';

/** Scheduled backups of the embedded default and their admin view. */
export function createBackupServices(ctx: ModuleContext) {
  const backups = createScheduledBackups(ctx);
  return { backups, tasks: backups.tasks, cron: backups.cron };
}

export const backupModuleRoutes =
  ({ backup }: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(backupRoutes(backup.backups));
  };
