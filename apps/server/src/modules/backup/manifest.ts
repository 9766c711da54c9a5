import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';

export const MANIFEST_NAME = 'manifest.json';

export interface BackupManifest {
  format: 'vakilyar-backup';
  formatVersion: 1;
  createdAt: string;
  appVersion: string;
  /** The last applied migration: its tag and drizzle's `when`, which orders migrations. */
  schema: { migration: string; when: number };
  postgres: {
    serverVersion: string;
    /** `pg_dump`: a custom-format dump (database.dump); `base-backup`: the embedded data folder (pgdata/). */
    method: 'pg_dump' | 'base-backup';
    tool: string;
  };
  storage: 'disk' | 's3';
  /** Every member of the archive but this manifest, with its size and sha256. */
  members: Record<string, { size: number; sha256: string }>;
  /** Object storage only: the key and checksum of every stored object the database names. */
  objects?: Record<string, { size: number; sha256: string }>;
  /** Keys the dump names whose files were deleted (with their rows) while the backup ran. */
  removedDuringBackup: string[];
}

/** Walks up from this file (src/ or dist/) to the first folder holding `relativePath`. */
function findUp(relativePath: string): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, relativePath))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`${relativePath} was not found.`);
    dir = parent;
  }
  return join(dir, relativePath);
}

export function appVersion(): string {
  const file = findUp('package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/** The migrations this code knows, oldest first. */
export function knownMigrations(): { tag: string; when: number }[] {
  const journal = JSON.parse(readFileSync(findUp(join('drizzle', 'meta', '_journal.json')), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries;
}

/** The schema a database is at: drizzle's last applied migration, named by this code's journal. */
export async function schemaOf(client: pg.ClientBase): Promise<BackupManifest['schema']> {
  const { rows } = await client.query<{ created_at: string }>(
    'select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  const when = Number(rows[0]?.created_at ?? 0);
  const tag = knownMigrations().find((m) => m.when === when)?.tag ?? `unknown-${when}`;
  return { migration: tag, when };
}

export function sha256File(path: string): Promise<{ size: number; sha256: string }> {
  return new Promise((done, fail) => {
    const hash = createHash('sha256');
    let size = 0;
    createReadStream(path)
      .on('data', (chunk) => {
        size += chunk.length;
        hash.update(chunk);
      })
      .on('error', fail)
      .on('end', () => done({ size, sha256: hash.digest('hex') }));
  });
}

/** Every regular file under `root`, as paths relative to it with forward slashes. */
export async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)).split('\\').join('/'))
    .sort();
}

export async function describeMembers(root: string, paths: string[]): Promise<BackupManifest['members']> {
  const members: BackupManifest['members'] = {};
  for (const path of paths) members[path] = await sha256File(join(root, path));
  return members;
}
