import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import * as tar from 'tar';
import { afterAll, describe, expect, it } from 'vitest';
import { restoreBackup } from './restore-backup.ts';

// Issue 19: an archive whose members climb out of the folder (`../`) or are links is refused in one
// `Refused:` line before anything is unpacked, and the data folder is left as it was.

const log = pino({ level: 'silent' });
const root = mkdtempSync(join(tmpdir(), 'vakilyar-tampered-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const folder = (name: string) => {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  return dir;
};

/** A base backup's shape (a staged database and its password file), plus the hostile member. */
function sourceWith(name: string) {
  const dir = folder(`${name}-source`);
  mkdirSync(join(dir, 'pgdata'), { recursive: true });
  writeFileSync(join(dir, 'pgdata', 'PG_VERSION'), '17\n');
  writeFileSync(join(dir, 'pg-password'), 'secret-password');
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify({ format: 'vakilyar-backup', formatVersion: 1 }));
  return dir;
}

async function climbingArchive() {
  const dir = sourceWith('climbing');
  writeFileSync(join(root, 'evil.txt'), 'outside');
  const file = join(root, 'climbing.tar');
  await tar.c({ file, cwd: dir, preservePaths: true }, [
    'pgdata',
    'pg-password',
    '../evil.txt',
    'manifest.json',
  ]);
  return file;
}

async function linkingArchive(target: string) {
  const dir = sourceWith(`link-${target.length}`);
  mkdirSync(join(dir, 'uploads', 'files', 'ab'), { recursive: true });
  symlinkSync(target, join(dir, 'uploads', 'files', 'ab', 'abc'));
  const file = join(root, `link-${target.length}.tar`);
  await tar.c({ file, cwd: dir }, ['pgdata', 'pg-password', 'uploads', 'manifest.json']);
  return file;
}

describe('restoring a tampered archive', () => {
  it('refuses `../` members and links in one line and leaves nothing in the data folder', async () => {
    const archives = [
      await climbingArchive(),
      await linkingArchive('/etc'),
      await linkingArchive('../../../pgdata'),
    ];
    for (const archive of archives) {
      const dataDir = folder(`data-${readdirSync(root).length}`);
      const error = await restoreBackup(archive, { dataDir }, log).catch((e: Error) => e);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toMatch(/^Refused: .* (climbs out of|is a link)/);
      expect((error as Error).message).not.toContain('\n');
      expect(readdirSync(dataDir)).toEqual([]);

      const uploadDir = join(folder(`external-${readdirSync(root).length}`), 'uploads');
      const external = await restoreBackup(
        archive,
        { databaseUrl: 'postgres://nobody@127.0.0.1:1/none', uploadDir },
        log,
      ).catch((e: Error) => e);
      expect((external as Error).message).toMatch(/^Refused: /);
      expect(readdirSync(join(uploadDir, '..'))).toEqual([]);
    }
    expect(existsSync(join(root, '..', 'evil.txt'))).toBe(false);
  });
});
