import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backupRoutes } from './backup.routes.ts';
import type { BackupServices } from './backup.services.ts';

/** The admin's view of the scheduled backups. */
export const backupModuleRoutes =
  (backup: BackupServices): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(backupRoutes(backup.backups));
  };
