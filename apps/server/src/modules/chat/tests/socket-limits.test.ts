import { createRequire } from 'node:module';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/test-app.ts';
import {
  approvedConsultant,
  connect,
  createChatTestApp,
  fundedUser,
  openConsultantSession,
} from '../test-kit.ts';

interface RawClient {
  _socket: Socket;
  on(event: 'open', listener: () => void): void;
  on(event: 'close', listener: (code: number) => void): void;
  on(event: 'error', listener: () => void): void;
}
const { WebSocket } = createRequire(import.meta.url)('ws') as { WebSocket: new (url: string) => RawClient };

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createChatTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** A masked text frame header announcing `length` bytes, written raw: the payload itself never follows. */
function frameHeader(length: number): Buffer {
  const header = Buffer.alloc(14);
  header[0] = 0x81;
  header[1] = 0x80 | 127;
  header.writeBigUInt64BE(BigInt(length), 2);
  return header;
}

/** Opens a socket, announces a frame of `length` bytes and answers the close code the server sent. */
function announceHugeFrame(path: string, length: number): Promise<number> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`${base.replace(/^http/, 'ws')}${path}`);
    socket.on('open', () => socket._socket.write(frameHeader(length)));
    socket.on('close', (code) => resolve(code));
    socket.on('error', () => undefined);
  });
}

describe('socket limits', () => {
  it('closes a signed-in socket that announces an oversized frame with 1009', async () => {
    const consultant = await approvedConsultant(t, { chat_fee: 0 });
    const client = await fundedUser(t, 0);
    const { sessionPid } = await openConsultantSession(t, client, consultant);
    const path = `/ws/chat/${sessionPid}/consultant/?token=${client.access}`;
    const live = await connect(base, path);
    live.close();
    expect(await announceHugeFrame(path, 100 * 1024 * 1024)).toBe(1009);
  });

  it('refuses anonymous 100 MB frames before reading them, without the server growing', async () => {
    const before = process.memoryUsage().rss;
    const codes = await Promise.all(
      Array.from({ length: 20 }, () =>
        announceHugeFrame('/ws/chat/x/consultant/?token=forged', 100 * 1024 * 1024),
      ),
    );
    // Whichever comes first: the frame refused (1009) or the forged token (4401); never an accepted frame.
    for (const code of codes) expect([1009, 4401]).toContain(code);
    expect(process.memoryUsage().rss - before).toBeLessThan(50 * 1024 * 1024);
  });

  it('answers a NUL or a lone surrogate in a frame with an error frame and keeps the socket open', async () => {
    const consultant = await approvedConsultant(t, { chat_fee: 0 });
    const client = await fundedUser(t, 0);
    const { sessionPid } = await openConsultantSession(t, client, consultant);
    const socket = await connect(base, `/ws/chat/${sessionPid}/consultant/?token=${client.access}`);
    for (const message of ['سلام\u0000', 'سلام \ud800']) {
      socket.send({ type: 'chat.message', message, message_type: 'text' });
      expect(await socket.next()).toMatchObject({
        type: 'chat.error',
        code: 'validation_error',
        message: expect.stringMatching(/[\u0600-\u06FF]/),
      });
    }
    socket.send({ type: 'ping' });
    expect(await socket.next()).toEqual({ type: 'pong' });
    socket.close();
  });
});
