import { copyFile, mkdir, readdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import type pg from 'pg';

/** Left out of a base backup (PostgreSQL's documentation lists them); recreated empty where it needs them. */
const SKIPPED_FILES = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map']);
export const EMPTY_DIRS = [
  'pg_wal',
  'pg_wal/archive_status',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
];

/** Copies a folder that changes while it is read: a file that goes away is skipped, as the API allows. */
async function copyTree(from: string, to: string, skip: (path: string) => boolean): Promise<void> {
  const entries = await readdir(from, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    const source = join(entry.parentPath, entry.name);
    const path = relative(from, source);
    if (skip(path)) continue;
    if (entry.isDirectory()) {
      await mkdir(join(to, path), { recursive: true });
    } else if (entry.isFile()) {
      await mkdir(dirname(join(to, path)), { recursive: true });
      await copyFile(source, join(to, path)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    }
  }
}

/**
 * An online base backup of the embedded PostgreSQL through its low-level API (pg_backup_start / stop on
 * one connection): the data folder copied while it runs, then the WAL written meanwhile and the backup
 * label. PostgreSQL replays that WAL on the first start after restore and reaches a consistent state.
 * (The embedded package ships no pg_dump of its version, and Debian's is older than its server.)
 */
export async function takeBaseBackup(client: pg.ClientBase, pgDir: string, target: string): Promise<void> {
  await client.query(`select pg_backup_start('vakilyar', true)`);
  let label: { labelfile: string; spcmapfile: string | null; stop_file: string };
  try {
    await copyTree(pgDir, target, (path) => {
      const top = path.split('/')[0] ?? '';
      if (EMPTY_DIRS.includes(top)) return path !== top;
      return SKIPPED_FILES.has(path) || path.endsWith('pg_internal.init');
    });
  } finally {
    const { rows } = await client.query(
      `select labelfile, spcmapfile, pg_walfile_name(lsn) as stop_file from pg_backup_stop(false)`,
    );
    label = rows[0];
  }
  const startFile = /\(file ([0-9A-F]{24})\)/.exec(label.labelfile)?.[1] ?? '';
  for (const dir of EMPTY_DIRS) await mkdir(join(target, dir), { recursive: true });
  for (const name of await readdir(join(pgDir, 'pg_wal'))) {
    const segment = /^[0-9A-F]{24}$/.test(name) && name >= startFile && name <= label.stop_file;
    if (segment || name.endsWith('.history')) {
      await copyFile(join(pgDir, 'pg_wal', name), join(target, 'pg_wal', name));
    }
  }
  await writeFile(join(target, 'backup_label'), label.labelfile);
  if (label.spcmapfile) await writeFile(join(target, 'tablespace_map'), label.spcmapfile);
}
