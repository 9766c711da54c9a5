import type { ModuleContext } from '../../core/module-context.ts';
import { createScheduledBackups } from './scheduled-backup.ts';

/** Scheduled backups of the embedded default and their admin view. */
export function createBackupServices(ctx: ModuleContext) {
  const backups = createScheduledBackups(ctx);
  return { backups, tasks: backups.tasks, cron: backups.cron };
}

export type BackupServices = ReturnType<typeof createBackupServices>;
