import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROCESS_SECRET as SECRET, startServerProcesses } from '../../../test/server-processes.ts';
import { createTestApp, TEST_REDIS_URL, type TestApp } from '../../../test/test-app.ts';
import { newLawyer, newSecretary } from '../office/test-helpers.ts';
import { ALARM_CHANNEL } from './alarm-bus.ts';
import { createAlarm } from './alarms.service.ts';
import { nb } from './notice-test-kit.ts';
import { openStream } from './sse-test-kit.ts';

// Two real server processes over one database and one Redis, as behind a balancer: an alarm written
// through one reaches a stream held by the other, through Redis (neither process LISTENs on PostgreSQL).

const PORTS = [3081, 3381] as const;
let servers: Awaited<ReturnType<typeof startServerProcesses>>;
let t: TestApp;
let spy: Redis;
const heardOnRedis: string[] = [];

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
  servers = await startServerProcesses('alarm', PORTS, TEST_REDIS_URL);
}, 120_000);

afterAll(async () => {
  await servers.stop();
  await spy.quit();
  await t.close();
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
