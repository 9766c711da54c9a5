import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { call, makeUser, ok } from '../admin/test-helpers.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'vakilyar-scheduled-'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DATABASE_URL: inject('databaseUrl'), DATA_DIR: dataDir, BACKUP_KEEP: '2' });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it('writes backups atomically, keeps the newest BACKUP_KEEP, and shows the last result to the admin only', async () => {
  const admin = await makeUser(t, ['admin']);
  const lawyer = await makeUser(t, ['lawyer']);
  expect((await call(t, 'GET', '/api/admin/v1/backups/', lawyer.access)).statusCode).toBe(403);
  expect((await call(t, 'POST', '/api/admin/v1/backups/run/', lawyer.access)).statusCode).toBe(403);

  const backups = t.services.backup.backups;
  expect(t.services.backup.cron).toEqual([]);
  for (let i = 0; i < 3; i++) {
    await backups.run('schedule');
    await new Promise((done) => setTimeout(done, 5));
  }
  const files = readdirSync(join(dataDir, 'backups'));
  expect(files).toHaveLength(2);
  expect(files.every((name) => /^vakilyar-.*\.tar$/.test(name))).toBe(true);

  const status = ok<{ scheduled: boolean; keep: number; archives: number; last: Record<string, unknown> }>(
    await call(t, 'GET', '/api/admin/v1/backups/', admin.access),
  );
  expect(status).toMatchObject({ scheduled: false, keep: 2, archives: 2 });
  expect(status.last).toMatchObject({ trigger: 'schedule', status: 'succeeded', error: null });
  expect(files).toContain(status.last.file_name);
  expect(Number(status.last.size)).toBeGreaterThan(1000);
  expect((await call(t, 'POST', '/api/admin/v1/backups/run/', admin.access)).statusCode).toBe(202);
});

it('records a failure in one line for the admin', async () => {
  const broken = await createTestApp({
    DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    DATA_DIR: dataDir,
  });
  try {
    await broken.services.backup.backups.run('admin');
  } finally {
    await broken.close();
  }
  const admin = await makeUser(t, ['admin']);
  const { last } = ok<{ last: { status: string; error: string } }>(
    await call(t, 'GET', '/api/admin/v1/backups/', admin.access),
  );
  expect(last.status).toBe('failed');
  expect(last.error).toMatch(/^backup failed: /);
  expect(last.error).not.toContain('\n');
});
