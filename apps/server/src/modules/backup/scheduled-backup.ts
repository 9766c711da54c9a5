import { readdir, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import pino from 'pino';
import type { ModuleContext } from '../../core/module-context.ts';
import { scheduleJob, type TaskList } from '../../jobs/jobs.ts';
import { backupRuns } from './backup.tables.ts';
import { BackupError } from './backup-error.ts';
import { openBackupSource } from './backup-source.ts';
import { backupFileName, createBackup } from './create-backup.ts';

export const BACKUP_TASK = 'backup.run';
/** Every day at 00:30 UTC (04:00 in Tehran), when offices are closed. */
const DAILY = '30 0 * * *';

/**
 * The embedded default's daily backup (on by default without DATABASE_URL; BACKUP_SCHEDULE turns it on or
 * off): an archive into BACKUP_DIR, the oldest beyond BACKUP_KEEP removed, each run recorded for the admin.
 */
export function createScheduledBackups(ctx: ModuleContext) {
  const { db, config } = ctx;
  const folder = resolve(config.BACKUP_DIR ?? join(config.DATA_DIR, 'backups'));
  const scheduled = config.BACKUP_SCHEDULE ?? !config.DATABASE_URL;
  const log = pino({ level: config.NODE_ENV === 'test' ? 'silent' : config.LOG_LEVEL }).child({
    module: 'backup',
  });

  /** Keeps the newest `BACKUP_KEEP` archives; a half-written one never has the final name. */
  async function prune(): Promise<void> {
    const names = (await readdir(folder)).filter((n) => /^vakilyar-.*\.tar$/.test(n)).sort();
    for (const name of names.slice(0, Math.max(0, names.length - config.BACKUP_KEEP))) {
      await rm(join(folder, name), { force: true });
    }
  }

  async function run(trigger: 'schedule' | 'admin'): Promise<void> {
    const [row] = await db.insert(backupRuns).values({ trigger, status: 'running' }).returning();
    if (!row) return;
    const fileName = backupFileName();
    try {
      const { source, close } = await openBackupSource(config, log);
      try {
        await createBackup(source, join(folder, fileName));
      } finally {
        await close();
      }
      const { size } = await stat(join(folder, fileName));
      await prune();
      await db
        .update(backupRuns)
        .set({ status: 'succeeded', fileName, size, finishedAt: new Date() })
        .where(eq(backupRuns.id, row.id));
      log.info({ fileName, size }, 'backup written');
    } catch (error) {
      const message =
        error instanceof BackupError ? error.message : `backup failed: ${(error as Error).message}`;
      await db
        .update(backupRuns)
        .set({ status: 'failed', error: message.split('\n')[0], finishedAt: new Date() })
        .where(eq(backupRuns.id, row.id));
      log.error({ err: error }, 'backup failed');
    }
  }

  async function status() {
    const [last] = await db.select().from(backupRuns).orderBy(desc(backupRuns.id)).limit(1);
    const archives = await readdir(folder).catch(() => [] as string[]);
    return {
      scheduled,
      keep: config.BACKUP_KEEP,
      folder,
      archives: archives.filter((n) => /^vakilyar-.*\.tar$/.test(n)).length,
      last: last ?? null,
    };
  }

  /** Queues a backup now (one at a time: the job key folds repeated clicks into one). */
  const requestNow = () =>
    scheduleJob(db, BACKUP_TASK, { trigger: 'admin' }, { jobKey: 'backup-now', maxAttempts: 1 });

  const tasks: TaskList = {
    [BACKUP_TASK]: (payload) =>
      run((payload as { trigger?: string }).trigger === 'admin' ? 'admin' : 'schedule'),
  };
  const cron = scheduled ? [{ task: BACKUP_TASK, match: DAILY, payload: { trigger: 'schedule' } }] : [];
  return { run, status, requestNow, tasks, cron };
}

export type ScheduledBackups = ReturnType<typeof createScheduledBackups>;
