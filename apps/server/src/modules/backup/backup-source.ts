import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import { lockDataDir } from '../../db/data-dir-lock.ts';
import { startEmbeddedPostgres } from '../../db/embedded.ts';
import { objectStoreOf } from '../document/object-store.ts';
import type { BackupSource } from './create-backup.ts';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The port of the embedded PostgreSQL running on a data folder (its postmaster.pid), if it runs. */
function runningPort(pgDir: string): number | null {
  const pidFile = join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  return pid > 0 && isAlive(pid) ? Number(lines[3]) || null : null;
}

export const uploadDirOf = (config: Config) => resolve(config.UPLOAD_DIR ?? join(config.DATA_DIR, 'uploads'));

/**
 * What to back up under this configuration, and how to let go of it: DATABASE_URL as is; the embedded
 * PostgreSQL of DATA_DIR while a server runs it, or started for the backup (under the folder's lock).
 */
export async function openBackupSource(
  config: Config,
  log: Logger,
): Promise<{ source: BackupSource; close: () => Promise<void> }> {
  const uploadDir = uploadDirOf(config);
  const objects = objectStoreOf(config);
  if (config.DATABASE_URL) {
    return { source: { databaseUrl: config.DATABASE_URL, uploadDir, objects }, close: async () => undefined };
  }
  const dataDir = resolve(config.DATA_DIR);
  const pgDir = join(dataDir, 'pg');
  const embedded = {
    embeddedPgDir: pgDir,
    embeddedPasswordFile: join(dataDir, 'pg-password'),
    uploadDir,
    objects,
  };
  const port = runningPort(pgDir);
  if (port) {
    const password = readFileSync(embedded.embeddedPasswordFile, 'utf8').trim();
    const databaseUrl = `postgres://vakilyar:${encodeURIComponent(password)}@127.0.0.1:${port}/vakilyar`;
    return { source: { ...embedded, databaseUrl }, close: async () => undefined };
  }
  const unlock = lockDataDir(dataDir);
  try {
    const started = await startEmbeddedPostgres(dataDir, log);
    return {
      source: { ...embedded, databaseUrl: started.url },
      close: async () => {
        await started.stop();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
