import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createFileStorage } from './file-storage.ts';

const root = mkdtempSync(join(tmpdir(), 'vakilyar-sweep-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it('removes at start the partial files of a process that died mid-upload, and only those', async () => {
  const storage = createFileStorage(root);
  const mine = await storage.tempPath();
  writeFileSync(mine, 'arriving');
  const host = hostname().replace(/[^A-Za-z0-9]/g, '_');
  const deadPid = spawnSync(process.execPath, ['-e', '0']).pid;
  const tmp = join(root, 'tmp');
  mkdirSync(tmp, { recursive: true });
  const part = (writer: string) => join(tmp, `${writer}-${'a'.repeat(32)}.part`);
  const killed = part(`${host}.${deadPid}`);
  const living = part(`${host}.${process.ppid}`);
  const otherHost = part(`elsewhere.${deadPid}`);
  const oldOtherHost = part(`elsewhere.${deadPid + 1}`);
  for (const file of [killed, living, otherHost, oldOtherHost]) writeFileSync(file, 'partial');
  const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
  utimesSync(oldOtherHost, twoHoursAgo, twoHoursAgo);

  expect(await storage.sweepTemp()).toBe(2);
  expect(existsSync(killed)).toBe(false);
  expect(existsSync(oldOtherHost)).toBe(false);
  expect(existsSync(mine)).toBe(true);
  expect(existsSync(living)).toBe(true);
  expect(existsSync(otherHost)).toBe(true);
});
