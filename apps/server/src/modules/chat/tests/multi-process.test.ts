import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TEST_REDIS_URL, type TestApp } from '../../../../test/test-app.ts';
import {
  approvedConsultant,
  connect,
  createChatTestApp,
  fundedUser,
  openConsultantSession,
} from '../test-kit.ts';

// Two real server processes over one database and one Redis: a frame sent on a socket of one reaches
// a socket held by the other.

const SERVER_ENTRY = join(import.meta.dirname, '..', '..', '..', 'main.ts');
const SECRET = 'test-secret-that-is-long-enough-for-hs256';
const dataDir = mkdtempSync(join(tmpdir(), 'vakilyar-chat-'));
const children: ChildProcess[] = [];
let t: TestApp;

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
      RATE_LIMIT_PREFIX: `chat-test-${process.pid}:`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

async function waitForHealth(port: number, timeoutMs = 60_000) {
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

beforeAll(async () => {
  t = await createChatTestApp({ JWT_SECRET: SECRET });
  startServer(3471);
  startServer(3472);
  await Promise.all([waitForHealth(3471), waitForHealth(3472)]);
}, 120_000);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null)));
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('chat across server processes', () => {
  it('delivers messages, typing and read receipts from a socket on one process to a socket on the other', async () => {
    const consultant = await approvedConsultant(t, { chat_fee: 0 });
    const client = await fundedUser(t, 0);
    const { sessionPid } = await openConsultantSession(t, client, consultant);
    const onFirst = await connect(
      'http://127.0.0.1:3471',
      `/ws/chat/${sessionPid}/consultant/?token=${client.access}`,
    );
    const onSecond = await connect(
      'http://127.0.0.1:3472',
      `/ws/chat/${sessionPid}/consultant/?token=${consultant.access}`,
    );

    onFirst.send({ type: 'chat.typing', is_typing: true });
    expect(await onSecond.next((f) => f.type === 'user_typing', 5000)).toMatchObject({
      user: client.pid,
      is_typing: true,
    });

    onFirst.send({ type: 'chat.message', message: 'سلام از سرور اول', message_type: 'text' });
    const heard = await onSecond.next((f) => f.type === 'chat.message', 5000);
    expect(heard).toMatchObject({ sender: client.pid, message: 'سلام از سرور اول' });
    const echoed = await onFirst.next((f) => f.type === 'chat.message', 5000);
    expect(echoed.id).toBe(heard.id);
    // Each frame arrives once, though both processes heard it on Redis.
    await new Promise((r) => setTimeout(r, 300));
    expect(onSecond.frames.filter((f) => f.id === heard.id)).toHaveLength(1);

    onSecond.send({ type: 'chat.read' });
    expect(await onFirst.next((f) => f.type === 'message_read', 5000)).toMatchObject({
      reader: consultant.pid,
      side: 'consultant',
    });
    onFirst.close();
    onSecond.close();
  });
});
