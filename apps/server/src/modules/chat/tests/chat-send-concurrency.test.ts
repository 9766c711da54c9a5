import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/test-app.ts';
import {
  approvedConsultant,
  type Body,
  call,
  createChatTestApp,
  fundedUser,
  ok,
  openConsultantSession,
} from '../test-kit.ts';

// A text message is stored in one statement (sessions/text-send.ts), without a transaction of its own:
// the counters and the end of a session must still agree with the messages stored.

let t: TestApp;
beforeAll(async () => {
  t = await createChatTestApp();
});
afterAll(() => t.close());

const session = async (token: string, pid: string) =>
  ok<Body>(await call(t, 'GET', `/api/chat/v1/sessions/${pid}/`, token));
const history = async (token: string, pid: string) =>
  ok<{ results: Body[] }>(await call(t, 'GET', `/api/chat/v1/messages/session/${pid}/?page_size=100`, token))
    .results;

describe('sending while others send and the session ends', () => {
  it('counts every stored message once for the other side and stores none after the end', async () => {
    const consultant = await approvedConsultant(t, { chat_fee: 0 });
    const client = await fundedUser(t, 0);
    const { sessionPid } = await openConsultantSession(t, client, consultant);
    const before = await session(client.access, sessionPid);

    const send = (who: typeof client, n: number) =>
      call(t, 'POST', '/api/chat/v1/messages/', who.access, {
        chat_session: sessionPid,
        content: `پیام ${n}`,
        client_id: `burst-message-${n}`,
      });
    const sends = Array.from({ length: 40 }, (_, n) => send(n % 2 ? consultant : client, n));
    const end = call(t, 'POST', `/api/chat/v1/sessions/${sessionPid}/end-session/`, client.access, {});
    const answers = await Promise.all(sends);
    ok(await end);
    expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 409)).toBe(true);

    const messages = await history(client.access, sessionPid);
    const stored = messages.filter((m) => String(m.content).startsWith('پیام '));
    expect(stored).toHaveLength(answers.filter((a) => a.statusCode === 201).length);
    // The end notice is the last message: nothing was stored after the session ended.
    expect(messages.at(-1)?.is_system).toBe(true);

    const after = await session(client.access, sessionPid);
    const fromClient = stored.filter((m) => m.sender?.pid === client.pid).length;
    const fromConsultant = stored.length - fromClient;
    // The end notice counts for both sides.
    expect(after.unread_consultant_messages - before.unread_consultant_messages).toBe(fromClient + 1);
    expect(after.unread_client_messages - before.unread_client_messages).toBe(fromConsultant + 1);
  });

  it('a stranger is a 404 and stores nothing; a sender sees their own name on the message', async () => {
    const consultant = await approvedConsultant(t, { chat_fee: 0 });
    const client = await fundedUser(t, 0);
    const stranger = await fundedUser(t, 0);
    const { sessionPid } = await openConsultantSession(t, client, consultant);
    const body = { chat_session: sessionPid, content: 'سلام', client_id: 'stranger-000001' };
    expect((await call(t, 'POST', '/api/chat/v1/messages/', stranger.access, body)).statusCode).toBe(404);
    const sent = ok<Body>(await call(t, 'POST', '/api/chat/v1/messages/', client.access, body), 201);
    expect(sent.sender).toMatchObject({ pid: client.pid });
    expect((await history(consultant.access, sessionPid)).filter((m) => m.content === 'سلام')).toHaveLength(
      1,
    );
  });

  it('texts sent at once to several sessions are each stored and counted in their own session', async () => {
    const consultant = await approvedConsultant(t, { chat_fee: 0 });
    const scenes = await Promise.all(
      [0, 1, 2].map(async () => {
        const client = await fundedUser(t, 0);
        return { client, sessionPid: (await openConsultantSession(t, client, consultant)).sessionPid };
      }),
    );
    const before = await Promise.all(scenes.map((s) => session(s.client.access, s.sessionPid)));
    const answers = await Promise.all(
      scenes.flatMap((s, k) =>
        Array.from({ length: 3 + k }, (_, n) =>
          call(t, 'POST', '/api/chat/v1/messages/', s.client.access, {
            chat_session: s.sessionPid,
            content: `چند جلسه ${n}`,
          }),
        ),
      ),
    );
    expect(answers.every((a) => a.statusCode === 201)).toBe(true);
    for (const [k, s] of scenes.entries()) {
      const mine = (await history(s.client.access, s.sessionPid)).filter((m) =>
        String(m.content).startsWith('چند جلسه'),
      );
      expect(mine).toHaveLength(3 + k);
      const after = await session(s.client.access, s.sessionPid);
      expect(after.unread_consultant_messages - (before[k]?.unread_consultant_messages ?? 0)).toBe(3 + k);
      expect(after.unread_client_messages).toBe(before[k]?.unread_client_messages);
    }
  });
});
