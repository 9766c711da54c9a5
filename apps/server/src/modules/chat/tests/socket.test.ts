import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/test-app.ts';
import {
  approvedConsultant,
  call,
  connect,
  createChatTestApp,
  fundedUser,
  makeUser,
  ok,
  openConsultantSession,
} from '../test-kit.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createChatTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const path = (session: string, token: string, type = 'consultant') =>
  `/ws/chat/${session}/${type}/?token=${token}`;

async function scene() {
  const consultant = await approvedConsultant(t, { chat_fee: 0 });
  const client = await fundedUser(t, 0);
  const { sessionPid } = await openConsultantSession(t, client, consultant);
  return { consultant, client, sessionPid };
}

describe('the chat socket', () => {
  it('refuses a bad token with chat.error then 4401, and a stranger or a wrong chat type with 4403', async () => {
    const { client, sessionPid } = await scene();
    const noToken = await connect(base, `/ws/chat/${sessionPid}/consultant/`, { handshake: false });
    expect(await noToken.next()).toMatchObject({ type: 'chat.error', code: 'token_not_valid' });
    expect((await noToken.closed).code).toBe(4401);
    const forged = await connect(base, path(sessionPid, 'not-a-jwt'));
    expect((await forged.closed).code).toBe(4401);

    const stranger = await makeUser(t, 'client');
    const intruder = await connect(base, path(sessionPid, stranger.access));
    expect(await intruder.next()).toMatchObject({
      type: 'chat.error',
      code: 'permission_denied',
      message: expect.stringMatching(/دسترسی ندارید/),
    });
    expect((await intruder.closed).code).toBe(4403);
    const wrongType = await connect(base, path(sessionPid, client.access, 'ai'));
    expect((await wrongType.closed).code).toBe(4403);
  });

  it('answers ping, stores a message before broadcasting it to both sides, and the history has it once', async () => {
    const { client, consultant, sessionPid } = await scene();
    const a = await connect(base, path(sessionPid, client.access));
    const b = await connect(base, path(sessionPid, consultant.access));
    a.send({ type: 'ping' });
    expect(await a.next()).toEqual({ type: 'pong' });

    a.send({ type: 'chat.message', message: 'سلام، وقت بخیر', message_type: 'text' });
    const heard = await b.next((f) => f.type === 'chat.message');
    expect(heard).toMatchObject({
      sender: client.pid,
      sender_name: 'رضا توکلی',
      message: 'سلام، وقت بخیر',
      message_type: 'text',
      is_ai: false,
      is_system: false,
    });
    const echoed = await a.next((f) => f.type === 'chat.message');
    expect(echoed.id).toBe(heard.id);
    const history = ok(
      await call(t, 'GET', `/api/chat/v1/messages/session/${sessionPid}/`, consultant.access),
    );
    const stored = history.results.filter((m: { pid: string }) => m.pid === heard.id);
    expect(stored).toHaveLength(1);
    expect(stored[0].created_at).toBe(heard.timestamp);

    // The HTTP fallback reaches the sockets the same way.
    ok(
      await call(t, 'POST', '/api/chat/v1/messages/', consultant.access, {
        chat_session: sessionPid,
        content: 'در خدمتم.',
      }),
      201,
    );
    expect(await a.next((f) => f.type === 'chat.message')).toMatchObject({
      sender: consultant.pid,
      message: 'در خدمتم.',
    });
    a.close();
    b.close();
  });

  it('relays typing to the others only, and read receipts with the zeroed counter', async () => {
    const { client, consultant, sessionPid } = await scene();
    const a = await connect(base, path(sessionPid, client.access));
    const b = await connect(base, path(sessionPid, consultant.access));
    a.send({ type: 'chat.typing', is_typing: true });
    expect(await b.next((f) => f.type === 'user_typing')).toEqual({
      type: 'user_typing',
      user: client.pid,
      user_name: 'رضا توکلی',
      is_typing: true,
    });
    a.send({ type: 'ping' });
    await a.next((f) => f.type === 'pong');
    expect(a.frames.some((f) => f.type === 'user_typing')).toBe(false);

    b.send({ type: 'chat.message', message: 'بفرمایید', message_type: 'text' });
    await a.next((f) => f.type === 'chat.message');
    a.send({ type: 'chat.read' });
    const receipt = await b.next((f) => f.type === 'message_read');
    expect(receipt).toMatchObject({
      reader: client.pid,
      side: 'client',
      unread_client_messages: 0,
      session: sessionPid,
    });
    const session = ok(await call(t, 'GET', `/api/chat/v1/sessions/${sessionPid}/`, client.access));
    expect(session.unread_client_messages).toBe(0);
    a.close();
    b.close();
  });

  it('reports bad frames and a closed session without dropping the socket, and announces the end', async () => {
    const { client, consultant, sessionPid } = await scene();
    const a = await connect(base, path(sessionPid, client.access));
    a.send({ type: 'chat.dance' });
    expect(await a.next()).toMatchObject({ type: 'chat.error', code: 'validation_error' });
    ok(
      await call(t, 'POST', `/api/chat/v1/sessions/${sessionPid}/end-session/`, consultant.access, {
        reason: 'پایان وقت',
      }),
    );
    expect(await a.next((f) => f.type === 'chat.message')).toMatchObject({ is_system: true, sender: null });
    expect(await a.next((f) => f.type === 'session_ended')).toMatchObject({
      status: 'completed',
      end_reason: 'پایان وقت',
    });
    a.send({ type: 'chat.message', message: 'هنوز هستید؟' });
    expect(await a.next((f) => f.type === 'chat.error')).toMatchObject({ code: 'conflict' });
    a.send({ type: 'ping' });
    expect(await a.next()).toEqual({ type: 'pong' });
    a.close();
  });

  it('handles frames sent right after opening, before the connection is checked', async () => {
    const { client, sessionPid } = await scene();
    const a = await connect(base, path(sessionPid, client.access), { handshake: false });
    a.send({ type: 'ping' });
    a.send({ type: 'ping' });
    await a.next((f) => f.type === 'pong');
    await a.next((f) => f.type === 'pong');
    a.close();
  });
});

describe('shutdown', () => {
  it('closes open sockets with 1001', async () => {
    const own = await createChatTestApp();
    const url = await own.app.listen({ port: 0, host: '127.0.0.1' });
    const consultant = await approvedConsultant(own, { chat_fee: 0 });
    const client = await fundedUser(own, 0);
    const { sessionPid } = await openConsultantSession(own, client, consultant);
    const socket = await connect(url, path(sessionPid, client.access));
    socket.send({ type: 'ping' });
    await socket.next();
    await own.close();
    expect((await socket.closed).code).toBe(1001);
  });
});
