// Test helpers of the chat module: the app with the job queue, signed-in users, approved consultants,
// funded wallets, JSON calls and socket clients.
import { createRequire } from 'node:module';
import type { Role } from '@vakilyar/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { migrateJobQueue } from '../../jobs/migrate.ts';
import { readWallet } from '../wallet/ledger.ts';
import { fundWallet, makeUser, type TestUser } from '../wallet/money-test-helpers.ts';

export { fundWallet, makeUser, type TestUser };

/** An answer's JSON as tests read it: loosely, field by field, each assertion checking what it needs. */
// biome-ignore lint/suspicious/noExplicitAny: test bodies are read loosely; the contract types the real clients.
export type Body = Record<string, any>;

/** The app over the test database, with graphile-worker's schema in place for scheduleJob. */
export async function createChatTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp(env);
  await migrateJobQueue(t.database.pool);
  return t;
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export const call = (t: TestApp, method: Method, url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    payload: payload as Record<string, unknown> | undefined,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/** The `result` of a success answer; fails the test with the body otherwise. */
export function ok<T = Body>(response: LightMyRequestResponse, status = 200): T {
  expect(response.statusCode, response.body).toBe(status);
  return (response.body ? response.json().result : undefined) as T;
}

/** The error body of a failed answer, after checking its status. */
export function failed(response: LightMyRequestResponse, status: number): Body {
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}

export const wallet = (t: TestApp, user: TestUser) => readWallet(t.database.db, user.id);

/** A consultant an admin approved, available, with the given fees. */
export async function approvedConsultant(t: TestApp, settings: Record<string, unknown> = {}) {
  const consultant = await makeUser(t, 'consultant');
  ok(
    await call(t, 'PATCH', '/api/consultation/v1/settings/', consultant.access, {
      is_available: true,
      chat_fee: 30,
      consultation_fee: 100,
      specialties: ['family'],
      bio: 'وکیل پایه یک دادگستری با ده سال سابقه در دعاوی خانواده',
      ...settings,
    }),
  );
  const admin = await makeUser(t, 'admin');
  ok(await call(t, 'POST', `/api/admin/v1/consultants/${consultant.pid}/approve/`, admin.access));
  return consultant;
}

/** A signed-in user of a role with coins in their wallet. */
export async function fundedUser(t: TestApp, coins: number, role: Role = 'client') {
  const user = await makeUser(t, role);
  if (coins > 0) await fundWallet(t.database.db, user.id, coins);
  return user;
}

/** A client's accepted chat request: the open session's pid. */
export async function openConsultantSession(
  t: TestApp,
  client: TestUser,
  consultant: TestUser,
  respond: Record<string, unknown> = {},
) {
  const request = ok(
    await call(t, 'POST', '/api/chat/v1/requests/', client.access, {
      consultant: consultant.pid,
      message: 'سلام، درباره مهریه سؤال دارم.',
    }),
    201,
  );
  const answer = ok(
    await call(t, 'POST', `/api/chat/v1/requests/${request.pid}/respond/`, consultant.access, {
      status: 'accepted',
      ...respond,
    }),
  );
  return { request: answer, sessionPid: answer.session.pid as string };
}

// ---------------------------------------------------------------------------------------------
// A WebSocket client (the `ws` package the server's plugin brings; it ships no types of its own).
// ---------------------------------------------------------------------------------------------

interface RawSocket {
  on(event: 'open', listener: () => void): void;
  on(event: 'message', listener: (data: { toString(): string }) => void): void;
  on(event: 'close', listener: (code: number, reason: { toString(): string }) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  send(data: string): void;
  close(code?: number): void;
}
const { WebSocket } = createRequire(import.meta.url)('ws') as { WebSocket: new (url: string) => RawSocket };

export interface TestSocket {
  frames: Body[];
  send(frame: Record<string, unknown>): void;
  /** The next frame (after those already taken) that matches, waiting up to two seconds. */
  next(match?: (frame: Body) => boolean, timeoutMs?: number): Promise<Body>;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

/**
 * Opens a socket to a listening app and collects its frames. Unless `handshake` is false, it resolves once
 * the server answered a first ping (the socket has joined its session) or refused the connection (its
 * chat.error stays the next frame).
 */
export async function connect(
  baseUrl: string,
  path: string,
  options = { handshake: true },
): Promise<TestSocket> {
  const socket = await open(baseUrl, path);
  if (options.handshake) {
    socket.send({ type: 'ping' });
    await socket.next((f) => f.type === 'pong' || f.type === 'chat.error', 5000).catch(() => undefined);
    if (socket.frames[0]?.type === 'pong') socket.frames.shift();
    socket.rewind();
  }
  return socket;
}

function open(baseUrl: string, path: string): Promise<TestSocket & { rewind(): void }> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${path}`);
  const frames: Body[] = [];
  const waiters: (() => void)[] = [];
  let taken = 0;
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  socket.on('message', (data) => {
    frames.push(JSON.parse(data.toString()));
    for (const wake of waiters.splice(0)) wake();
  });
  const api = {
    frames,
    send: (frame: Record<string, unknown>) => socket.send(JSON.stringify(frame)),
    closed,
    close: () => socket.close(1000),
    rewind: () => {
      taken = 0;
    },
    async next(match: (frame: Body) => boolean = () => true, timeoutMs = 2000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        while (taken < frames.length) {
          const frame = frames[taken++];
          if (frame && match(frame)) return frame;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching frame; got ${JSON.stringify(frames)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
  };
  return new Promise((resolve, reject) => {
    socket.on('open', () => resolve(api));
    socket.on('error', reject);
    // A socket refused after opening still resolves: its frames and close code are what a test reads.
    closed.then(() => resolve(api));
  });
}
