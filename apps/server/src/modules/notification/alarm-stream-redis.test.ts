import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, TEST_REDIS_URL, type TestApp } from '../../../test/test-app.ts';
import { newLawyer, newSecretary } from '../office/test-helpers.ts';
import { ALARM_CHANNEL } from './alarm-bus.ts';
import { createAlarm } from './alarms.service.ts';
import { nb } from './notice-test-kit.ts';
import { openStream } from './sse-test-kit.ts';

// Two real server processes over one database and one Redis, as behind a balancer: an alarm written
// through one reaches a stream held by the other, through Redis (neither process LISTENs on PostgreSQL).

const SERVER_ENTRY = join(import.meta.dirname, '..', '..', 'main.ts');
const SECRET = 'test-secret-that-is-long-enough-for-hs256';
const PORTS = [3081, 3381] as const;
const dataDir = mkdtempSync(join(tmpdir(), 'vakilyar-alarms-'));
const children: ChildProcess[] = [];
let t: TestApp;
let spy: Redis;
const heardOnRedis: string[] = [];

function startServer(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    env: {
      ...process.env,
      DATABASE_URL: inject('databaseUrl'),
      REDIS_URL: TEST_REDIS_URL,
      JWT_SECRET: SECRET,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      WEB_DIST_DIR: '/nonexistent',
      RATE_LIMIT_PREFIX: `alarm-test-${process.pid}:`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
}

async function waitForReady(port: number, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server on ${port} did not become ready`);
}

const origin = (port: number) => `http://127.0.0.1:${port}`;
const post = (port: number, path: string, token: string, body: unknown) =>
  fetch(`${origin(port)}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  t = await createTestApp({ JWT_SECRET: SECRET });
  spy = new Redis(TEST_REDIS_URL);
  await spy.subscribe(ALARM_CHANNEL);
  spy.on('message', (_channel, message) => heardOnRedis.push(message));
  for (const port of PORTS) startServer(port);
  await Promise.all(PORTS.map((port) => waitForReady(port)));
}, 120_000);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null)));
  await spy.quit();
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('alarms across server processes, through Redis', () => {
  it('an alarm made on one process reaches a tab on the other within a second; reading the notice clears both', async () => {
    const [a, b] = PORTS;
    const lawyer = await newLawyer(t);
    const secretary = await newSecretary(t, lawyer.officeId);
    const onA = await openStream(origin(a), secretary.access);
    const onB = await openStream(origin(b), secretary.access);
    expect(await onA.waitFor(() => onA.counts().length === 1)).toBe(true);
    expect(await onB.waitFor(() => onB.counts().length === 1)).toBe(true);
    expect(onB.counts()).toEqual([0]);

    // The lawyer records a notice through process A: the office's secretary gets its alarm.
    const made = Date.now();
    const created = await post(a, `${nb}create/`, lawyer.access, {
      subject: 'ابلاغ وقت رسیدگی',
      notice_type: 'notice',
      served_on: '2024-05-01',
    });
    expect(created.status).toBe(201);
    const notice = (await created.json()).result as { pid: string };
    expect(await onB.waitFor(() => onB.counts().at(-1) === 1, 1_000)).toBe(true);
    expect(Date.now() - made).toBeLessThan(1_500);
    expect(await onA.waitFor(() => onA.counts().at(-1) === 1, 1_000)).toBe(true);
    expect(heardOnRedis.some((m) => JSON.parse(m).user === secretary.userId)).toBe(true);

    // Reading the notice on process B sees its alarm: both tabs' badges clear.
    const read = await post(b, `${nb}mark-as-read/`, secretary.access, { notification_ids: [notice.pid] });
    expect(read.status).toBe(200);
    expect(await onA.waitFor(() => onA.counts().at(-1) === 0, 1_000)).toBe(true);
    expect(await onB.waitFor(() => onB.counts().at(-1) === 0, 1_000)).toBe(true);
    await Promise.all([onA.close(), onB.close()]);
  });

  it('tells no tab before the writing transaction commits, and none when it rolls back', async () => {
    const writer = await createTestApp({ JWT_SECRET: SECRET, REDIS_URL: TEST_REDIS_URL });
    try {
      const me = await newLawyer(t);
      const stream = await openStream(origin(PORTS[1]), me.access);
      expect(await stream.waitFor(() => stream.counts().length === 1)).toBe(true);
      await writer.database.db
        .transaction(async (tx) => {
          await createAlarm(tx, { userId: me.userId, kind: 'system', title: 'برگشت‌خورده' });
          await new Promise((resolve) => setTimeout(resolve, 300));
          expect(stream.counts()).toEqual([0]);
          throw new Error('roll back');
        })
        .catch(() => undefined);
      await writer.database.db.transaction(async (tx) => {
        await createAlarm(tx, { userId: me.userId, kind: 'system', title: 'پذیرفته‌شده' });
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(stream.counts()).toEqual([0]);
      });
      expect(await stream.waitFor(() => stream.counts().length === 2, 1_000)).toBe(true);
      expect(stream.counts()).toEqual([0, 1]);
      await stream.close();
    } finally {
      await writer.close();
    }
  });
});
