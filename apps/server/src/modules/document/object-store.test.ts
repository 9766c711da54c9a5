import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import pino from 'pino';
import S3rver from 's3rver';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createBackup } from '../backup/create-backup.ts';
import { restoreBackup } from '../backup/restore-backup.ts';
import { multipart, samples } from '../office/test-helpers.ts';
import { objectStoreOf } from './object-store.ts';

const SERVER_ENTRY = join(import.meta.dirname, '..', '..', 'main.ts');
const folders: string[] = [];
const temp = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `vakilyar-${name}-`));
  folders.push(dir);
  return dir;
};
const children: ChildProcess[] = [];
const admin = new pg.Client({ connectionString: inject('databaseUrl') });
const database = `${new URL(inject('databaseUrl')).pathname.slice(1)}_s3`;
let s3: S3rver;
let env: Record<string, string>;

async function startServer(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    env: { ...process.env, ...env, DATA_DIR: temp(`s3-node-${port}`), PORT: String(port) },
    stdio: 'ignore',
  });
  children.push(child);
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`the server on ${port} did not start`);
}

beforeAll(async () => {
  await admin.connect();
  await admin.query(`create database ${database}`);
  const url = new URL(inject('databaseUrl'));
  url.pathname = `/${database}`;
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: temp('s3'),
    configureBuckets: [{ name: 'vakilyar' }],
  });
  const { port } = await s3.run();
  env = {
    DATABASE_URL: url.toString(),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: '/nonexistent',
    // Processes behind one load balancer share the signing key (README).
    JWT_SECRET: 'a-test-signing-secret-shared-by-both-processes',
    STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: 'vakilyar',
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  await startServer(3396);
  await startServer(3397);
}, 180_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null)));
  await s3?.close();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

it('serves through one process a document uploaded through another, from the bucket', async () => {
  const login = await fetch('http://127.0.0.1:3396/api/auth/v1/login/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: '09120000001', password: 'Demo-1234' }),
  });
  const token = ((await login.json()) as { result: { access_token: string } }).result.access_token;
  const auth = { authorization: `Bearer ${token}` };
  const cases = await fetch('http://127.0.0.1:3396/api/lawyer-office/v1/cases/', { headers: auth });
  const casePid = ((await cases.json()) as { result: { results: { pid: string }[] } }).result.results[0]?.pid;

  const body = multipart({ case: String(casePid) }, [{ name: 'لایحه‌ی دفاعیه.pdf', content: samples.pdf }]);
  const uploaded = await fetch('http://127.0.0.1:3396/api/lawyer-office/v1/documents/', {
    method: 'POST',
    headers: { ...auth, ...body.headers },
    body: body.payload,
  });
  expect(uploaded.status).toBe(201);
  const { pid } = ((await uploaded.json()) as { result: { pid: string } }).result;

  const download = await fetch(`http://127.0.0.1:3397/api/lawyer-office/v1/documents/${pid}/download/`, {
    headers: auth,
  });
  expect(download.status).toBe(200);
  const bytes = Buffer.from(await download.arrayBuffer());
  const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
  expect(sha(bytes)).toBe(sha(samples.pdf));
  const range = await fetch(`http://127.0.0.1:3397/api/lawyer-office/v1/documents/${pid}/download/`, {
    headers: { ...auth, range: 'bytes=0-3' },
  });
  expect(range.status).toBe(206);
  expect(Buffer.from(await range.arrayBuffer()).toString()).toBe('%PDF');
  // Nothing kept on either process's disk (the demo's files went to the bucket too).
  for (const dir of folders.filter((d) => d.includes('s3-node'))) {
    expect(existsSync(join(dir, 'uploads', 'files'))).toBe(false);
  }

  // A backup records each object's key and checksum; a restore checks every row's object is in the bucket.
  const objects = objectStoreOf(loadConfig({ ...env, NODE_ENV: 'test' }));
  const archive = join(temp('s3-backup'), 'with-objects.tar');
  const manifest = await createBackup(
    { databaseUrl: env.DATABASE_URL ?? '', uploadDir: temp('unused'), objects },
    archive,
  );
  expect(manifest.storage).toBe('s3');
  expect(Object.keys(manifest.members).some((m) => m.startsWith('uploads/'))).toBe(false);
  const sums = Object.values(manifest.objects ?? {}).map((o) => o.sha256);
  expect(sums).toContain(sha(samples.pdf));
  await admin.query(`create database ${database}_restored`);
  const restoredUrl = new URL(env.DATABASE_URL ?? '');
  restoredUrl.pathname = `/${database}_restored`;
  const silent = pino({ level: 'silent' });
  await expect(
    restoreBackup(archive, { databaseUrl: restoredUrl.toString(), uploadDir: temp('r') }, silent),
  ).rejects.toThrow(/^Refused: this archive's documents are in object storage/);
  const restored = await restoreBackup(
    archive,
    { databaseUrl: restoredUrl.toString(), uploadDir: temp('r2') },
    silent,
    objects,
  );
  expect(restored.rowsDropped).toBe(0);
  await admin.query(`drop database ${database}_restored with (force)`);

  const deleted = await fetch(`http://127.0.0.1:3397/api/lawyer-office/v1/documents/${pid}/`, {
    method: 'DELETE',
    headers: auth,
  });
  expect(deleted.status).toBe(204);
  const gone = await fetch(`http://127.0.0.1:3396/api/lawyer-office/v1/documents/${pid}/download/`, {
    headers: auth,
  });
  expect(gone.status).toBe(404);
}, 60_000);
