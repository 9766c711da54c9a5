import { createHash } from 'node:crypto';
import { chmod, copyFile, link, mkdir, mkdtemp, open, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import pg from 'pg';
import * as tar from 'tar';
import { createObjectStore, type ObjectStoreSettings } from '../document/object-store.ts';
import { takeBaseBackup } from './base-backup.ts';
import {
  appVersion,
  type BackupManifest,
  describeMembers,
  listFiles,
  MANIFEST_NAME,
  schemaOf,
} from './manifest.ts';
import { findPgTool, majorOf, runPgTool } from './pg-tools.ts';
import { storedKeys, uploadPathOf } from './stored-keys.ts';

export interface BackupSource {
  databaseUrl: string;
  uploadDir: string;
  /** The embedded PostgreSQL's folder (DATA_DIR/pg): taken as a base backup instead of through pg_dump. */
  embeddedPgDir?: string;
  /** The embedded PostgreSQL's password file, restored beside its data. */
  embeddedPasswordFile?: string;
  /** Object storage (STORAGE=s3): its keys and checksums go in the manifest instead of the files. */
  objects?: ObjectStoreSettings;
}

/** The size and sha256 of each object, streamed; null for one that is gone. */
async function checksumObjects(settings: ObjectStoreSettings, keys: string[]) {
  const store = createObjectStore(settings);
  const sums: Record<string, { size: number; sha256: string } | null> = {};
  for (const key of keys) {
    if ((await store.size(key)) === null) {
      sums[key] = null;
      continue;
    }
    const hash = createHash('sha256');
    let size = 0;
    for await (const chunk of store.read(key)) {
      size += (chunk as Buffer).length;
      hash.update(chunk as Buffer);
    }
    sums[key] = { size, sha256: hash.digest('hex') };
  }
  return sums;
}

/** `vakilyar-2026-11-25T01-30-00-000Z.tar`: sorts by time. */
export const backupFileName = (date = new Date()) =>
  `vakilyar-${date.toISOString().replace(/[:.]/g, '-')}.tar`;

/** Links a file into the staging folder (files never change once written), or copies it across disks. */
async function place(source: string, target: string): Promise<boolean> {
  await mkdir(dirname(target), { recursive: true });
  try {
    await link(source, target);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return false;
    if (code !== 'EXDEV' && code !== 'EPERM') throw error;
    await copyFile(source, target);
    return true;
  }
}

/**
 * Writes one archive (tar) of the database and the uploaded files with a manifest of versions and
 * checksums. The database is read in one snapshot; the files its rows name are copied after it (files are
 * immutable), so every row of the archive has its file; one deleted meanwhile is listed, and restore drops
 * its row as the live system did. The archive appears under its name only once complete (temp + rename).
 */
export async function createBackup(source: BackupSource, outFile: string): Promise<BackupManifest> {
  await mkdir(dirname(outFile), { recursive: true, mode: 0o700 });
  const staging = await mkdtemp(join(dirname(outFile), `.${basename(outFile)}.staging-`));
  const partial = `${outFile}.partial-${process.pid}`;
  const client = new pg.Client({ connectionString: source.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string; n: string }>(
      `select current_setting('server_version') as v, current_setting('server_version_num') as n`,
    );
    const serverVersion = rows[0]?.v ?? '';
    const schema = await schemaOf(client);
    let postgres: BackupManifest['postgres'];
    let keys: string[] | null = null;
    if (source.embeddedPgDir) {
      await takeBaseBackup(client, source.embeddedPgDir, join(staging, 'pgdata'));
      if (source.embeddedPasswordFile)
        await copyFile(source.embeddedPasswordFile, join(staging, 'pg-password'));
      postgres = { serverVersion, method: 'base-backup', tool: 'pg_backup_start/pg_backup_stop' };
    } else {
      const pgDump = await findPgTool('pg_dump', majorOf(Number(rows[0]?.n)));
      await client.query('begin isolation level repeatable read read only');
      const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]?.id;
      await runPgTool(
        pgDump.path,
        [
          '--format=custom',
          '--no-owner',
          '--no-acl',
          `--snapshot=${snapshot}`,
          `--file=${join(staging, 'database.dump')}`,
        ],
        source.databaseUrl,
      );
      keys = await storedKeys(client);
      await client.query('commit');
      postgres = { serverVersion, method: 'pg_dump', tool: pgDump.version };
    }
    const removedDuringBackup: string[] = [];
    let objects: BackupManifest['objects'];
    if (source.objects) {
      // The bucket keeps the bytes (use its versioning); the archive records what each key must hold.
      objects = {};
      const sums = await checksumObjects(source.objects, keys ?? (await storedKeys(client)));
      for (const [key, sum] of Object.entries(sums)) {
        if (sum) objects[key] = sum;
        else removedDuringBackup.push(key);
      }
    }
    // A base backup's rows are known only after replay: every file present after it is kept.
    const wanted = source.objects
      ? []
      : (keys ?? (await listFiles(join(source.uploadDir, 'files'))).map((p) => p.split('/').pop() ?? ''));
    for (const key of wanted) {
      const path = uploadPathOf(key);
      if (!(await place(join(source.uploadDir, path), join(staging, 'uploads', path)))) {
        removedDuringBackup.push(key);
      }
    }
    const manifest: BackupManifest = {
      format: 'vakilyar-backup',
      formatVersion: 1,
      createdAt: new Date().toISOString(),
      appVersion: appVersion(),
      schema,
      postgres,
      storage: source.objects ? 's3' : 'disk',
      ...(objects ? { objects } : {}),
      members: await describeMembers(staging, await listFiles(staging)),
      removedDuringBackup,
    };
    await writeFile(join(staging, MANIFEST_NAME), JSON.stringify(manifest, null, 2));
    const tops = ['pgdata', 'pg-password', 'database.dump', 'uploads'].filter(
      (top) => top in manifest.members || Object.keys(manifest.members).some((m) => m.startsWith(`${top}/`)),
    );
    await tar.c({ file: partial, cwd: staging, portable: true }, [MANIFEST_NAME, ...tops]);
    // The archive holds every account's data: readable by its owner only.
    await chmod(partial, 0o600);
    const handle = await open(partial, 'r');
    await handle.datasync();
    await handle.close();
    await rename(partial, outFile);
    return manifest;
  } finally {
    await client.end().catch(() => undefined);
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}
