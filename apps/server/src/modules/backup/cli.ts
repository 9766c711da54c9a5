/**
 * Backup and restore for operators.
 *
 *   npx tsx apps/server/src/modules/backup/cli.ts backup [--out <file.tar>]
 *   npx tsx apps/server/src/modules/backup/cli.ts restore <file.tar> [--data-dir <fresh folder>]
 *   (built: node apps/server/dist/backup.js backup|restore …)
 *
 * Reads the server's configuration (DATA_DIR, DATABASE_URL, UPLOAD_DIR). Exits 0 on success, 1 on a
 * refusal or failure (one line on stderr), 2 on a usage error.
 */
import { join, resolve } from 'node:path';
import pino from 'pino';
import { ConfigError, loadConfig } from '../../config.ts';
import { DataDirLockedError } from '../../db/data-dir-lock.ts';
import { objectStoreOf } from '../document/object-store.ts';
import { BackupError } from './backup-error.ts';
import { openBackupSource, uploadDirOf } from './backup-source.ts';
import { backupFileName, createBackup } from './create-backup.ts';
import { restoreBackup } from './restore-backup.ts';

const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};

async function main(): Promise<number> {
  const [command, archive] = process.argv.slice(2);
  const config = loadConfig();
  const log = pino({ level: 'warn' });
  if (command === 'backup') {
    const out = resolve(option('--out') ?? join(config.DATA_DIR, 'backups', backupFileName()));
    const { source, close } = await openBackupSource(config, log);
    try {
      const manifest = await createBackup(source, out);
      const files = Object.keys(manifest.members).filter((m) => m.startsWith('uploads/')).length;
      process.stdout.write(
        `backup written: ${out} (PostgreSQL ${manifest.postgres.serverVersion} by ${manifest.postgres.method}, schema ${manifest.schema.migration}, ${files} files)\n`,
      );
    } finally {
      await close();
    }
    return 0;
  }
  if (command === 'restore' && archive) {
    const dataDir = option('--data-dir');
    const target =
      config.DATABASE_URL && !dataDir
        ? { databaseUrl: config.DATABASE_URL, uploadDir: uploadDirOf(config) }
        : { dataDir: dataDir ?? config.DATA_DIR };
    const result = await restoreBackup(resolve(archive), target, log, objectStoreOf(config));
    process.stdout.write(
      `restored ${archive}: schema ${result.manifest.schema.migration}, ${result.files} files${result.rowsDropped ? `, ${result.rowsDropped} rows of files deleted during the backup dropped` : ''}\n`,
    );
    return 0;
  }
  process.stderr.write('Usage: backup [--out <file.tar>] | restore <file.tar> [--data-dir <fresh folder>]\n');
  return 2;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known =
      error instanceof BackupError || error instanceof ConfigError || error instanceof DataDirLockedError;
    process.stderr.write(
      `${known ? (error as Error).message : `backup failed: ${(error as Error).message}`}\n`,
    );
    process.exit(1);
  },
);
