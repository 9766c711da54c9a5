import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, chown, cp, mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';
import { lockDataDir } from '../../db/data-dir-lock.ts';
import { startEmbeddedPostgres } from '../../db/embedded.ts';
import { createObjectStore, type ObjectStoreSettings } from '../document/object-store.ts';
import { BackupError } from './backup-error.ts';
import type { BackupManifest } from './manifest.ts';
import { findPgTool, majorOf, runPgTool } from './pg-tools.ts';
import { deleteRowsOfKeys, storedKeys } from './stored-keys.ts';
import { unpackAndVerify } from './verify-archive.ts';

/** A fresh data folder for the embedded PostgreSQL, or an empty database with an upload folder. */
export type RestoreTarget = { dataDir: string } | { databaseUrl: string; uploadDir: string };

export interface RestoreResult {
  manifest: BackupManifest;
  files: number;
  /** Rows dropped because their file was deleted while the backup ran (the live system dropped them too). */
  rowsDropped: number;
}

const hasFiles = (dir: string) => existsSync(dir) && readdirSync(dir).length > 0;

async function restoreDump(dumpFile: string, manifest: BackupManifest, databaseUrl: string): Promise<void> {
  const pgRestore = await findPgTool('pg_restore', majorOf(manifest.postgres.tool));
  await runPgTool(
    pgRestore.path,
    ['--no-owner', '--no-acl', '--exit-on-error', '--single-transaction', dumpFile],
    databaseUrl,
  );
}

async function assertEmptyDatabase(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    if ((rows[0]?.n ?? 0) > 0)
      throw new BackupError('Refused: the target database is not empty; restore into an empty database.');
  } finally {
    await client.end();
  }
}

/** The base backup becomes the data folder, owned as the embedded server needs it (0700; postgres as root). */
async function placeDataFolder(unpacked: string, dataDir: string): Promise<void> {
  const pgDir = join(dataDir, 'pg');
  await rename(join(unpacked, 'pgdata'), pgDir);
  await chmod(pgDir, 0o700);
  if (existsSync(join(unpacked, 'pg-password')))
    await rename(join(unpacked, 'pg-password'), join(dataDir, 'pg-password'));
  if (process.getuid?.() !== 0) return;
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
  for (const entry of await readdir(pgDir, { recursive: true, withFileTypes: true })) {
    await chown(join(entry.parentPath, entry.name), uid, gid);
  }
  await chown(pgDir, uid, gid);
}

/** Drops the rows whose files the archive does not hold: those deleted while the backup ran. */
async function reconcile(
  databaseUrl: string,
  uploadDir: string,
  objects?: ObjectStoreSettings,
): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const store = objects ? createObjectStore(objects) : undefined;
    const missing: string[] = [];
    for (const key of await storedKeys(client)) {
      const present = store
        ? (await store.size(key)) !== null
        : existsSync(join(uploadDir, 'files', key.slice(0, 2), key));
      if (!present) missing.push(key);
    }
    return await deleteRowsOfKeys(client, missing);
  } finally {
    await client.end();
  }
}

/**
 * Rebuilds an instance from an archive, after checking the whole archive. The embedded target must be a
 * fresh data folder (its PostgreSQL replays the base backup, or is created and loaded from a dump); an
 * external target must be an empty database. The upload folder must hold no files yet.
 */
export async function restoreBackup(
  archive: string,
  target: RestoreTarget,
  log: Logger,
  objects?: ObjectStoreSettings,
): Promise<RestoreResult> {
  const dataDir = 'dataDir' in target ? resolve(target.dataDir) : undefined;
  const uploadDir = dataDir ? join(dataDir, 'uploads') : resolve((target as { uploadDir: string }).uploadDir);
  if (dataDir && existsSync(join(dataDir, 'pg', 'PG_VERSION'))) {
    throw new BackupError(`Refused: ${dataDir} already holds a database; restore into a fresh data folder.`);
  }
  if (hasFiles(join(uploadDir, 'files'))) {
    throw new BackupError(
      `Refused: ${uploadDir} already holds uploaded files; restore into an empty folder.`,
    );
  }
  const work = dataDir ?? dirname(uploadDir);
  await mkdir(work, { recursive: true });
  const unlock = dataDir ? lockDataDir(dataDir) : () => undefined;
  const unpacked = await mkdtemp(join(work, '.restore-'));
  let stopEmbedded: (() => Promise<void>) | undefined;
  try {
    const manifest = await unpackAndVerify(archive, unpacked);
    if (manifest.storage === 's3' && !objects) {
      throw new BackupError(
        "Refused: this archive's documents are in object storage; set STORAGE=s3 and S3_* to that bucket.",
      );
    }
    let databaseUrl: string;
    if (dataDir) {
      if (manifest.postgres.method === 'base-backup') await placeDataFolder(unpacked, dataDir);
      const embedded = await startEmbeddedPostgres(dataDir, log);
      stopEmbedded = () => embedded.stop();
      databaseUrl = embedded.url;
      if (manifest.postgres.method === 'pg_dump')
        await restoreDump(join(unpacked, 'database.dump'), manifest, databaseUrl);
    } else {
      databaseUrl = (target as { databaseUrl: string }).databaseUrl;
      if (manifest.postgres.method !== 'pg_dump') {
        throw new BackupError(
          'Refused: this archive is a base backup of the embedded PostgreSQL; restore it into a fresh DATA_DIR without DATABASE_URL.',
        );
      }
      await assertEmptyDatabase(databaseUrl);
      await restoreDump(join(unpacked, 'database.dump'), manifest, databaseUrl);
    }
    const files = Object.keys(manifest.members).filter((m) => m.startsWith('uploads/files/')).length;
    if (files) await cp(join(unpacked, 'uploads', 'files'), join(uploadDir, 'files'), { recursive: true });
    const rowsDropped = await reconcile(
      databaseUrl,
      uploadDir,
      manifest.storage === 's3' ? objects : undefined,
    );
    return { manifest, files, rowsDropped };
  } finally {
    await stopEmbedded?.().catch(() => undefined);
    // Retried: a folder still being written when a refusal came answers ENOTEMPTY once.
    await rm(unpacked, { recursive: true, force: true, maxRetries: 5 });
    unlock();
  }
}
