import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/test-app.ts';
import {
  approvedConsultant,
  type Body,
  call,
  connect,
  createChatTestApp,
  failed,
  fundedUser,
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

async function scene(respond: Record<string, unknown> = {}) {
  const consultant = await approvedConsultant(t, { chat_fee: 0 });
  const client = await fundedUser(t, 0);
  const { sessionPid } = await openConsultantSession(t, client, consultant, respond);
  return { consultant, client, sessionPid };
}

const history = async (token: string, sessionPid: string) =>
  ok<{ results: Body[] }>(
    await call(t, 'GET', `/api/chat/v1/messages/session/${sessionPid}/?page_size=100`, token),
  ).results;
const post = (token: string, body: Record<string, unknown>) =>
  call(t, 'POST', '/api/chat/v1/messages/', token, body);
const socketPath = (session: string, token: string) => `/ws/chat/${session}/consultant/?token=${token}`;

describe('messages stored once per client id', () => {
  it('a POST retried with the same client_id answers the stored message with 200 and stores nothing', async () => {
    const { client, consultant, sessionPid } = await scene();
    const body = { chat_session: sessionPid, content: 'پیام تکراری نشود', client_id: 'retry-post-0001' };
    const first = ok(await post(client.access, body), 201);
    expect(first.client_id).toBe('retry-post-0001');
    const again = ok(await post(client.access, body), 200);
    expect(again.pid).toBe(first.pid);
    const mine = (await history(consultant.access, sessionPid)).filter((m) => m.content === body.content);
    expect(mine).toHaveLength(1);
    // Another session may use the same id: the scope is the session.
    const other = await scene();
    ok(await post(other.client.access, { ...body, chat_session: other.sessionPid }), 201);
    // A bad id is a Persian 400.
    const bad = failed(await post(client.access, { ...body, client_id: 'bad id!' }), 400);
    expect(JSON.stringify(bad)).toMatch(/شناسهٔ پیام/);
  });

  it('twenty concurrent retries of one client id store one message', async () => {
    const { client, sessionPid } = await scene();
    const body = { chat_session: sessionPid, content: 'هم‌زمان', client_id: 'concurrent-000001' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(client.access, body)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(19);
    expect(new Set(answers.map((a) => a.json().result.pid)).size).toBe(1);
    const stored = (await history(client.access, sessionPid)).filter((m) => m.content === 'هم‌زمان');
    expect(stored).toHaveLength(1);
  });

  it('over the socket, a retried client id is stored and broadcast once; the retrying socket hears it again', async () => {
    const { client, consultant, sessionPid } = await scene();
    const a = await connect(base, socketPath(sessionPid, client.access));
    const b = await connect(base, socketPath(sessionPid, consultant.access));
    const frame = { type: 'chat.message', message: 'از سوکت', client_id: 'socket-retry-01' };
    a.send(frame);
    const heard = await b.next((f) => f.type === 'chat.message');
    expect(heard).toMatchObject({ message: 'از سوکت', client_id: 'socket-retry-01' });
    await a.next((f) => f.type === 'chat.message');
    // The same id again on the socket, and by POST (the fallback after a lost ack), and concurrently.
    a.send(frame);
    const echoed = await a.next((f) => f.type === 'chat.message');
    expect(echoed.id).toBe(heard.id);
    const byPost = await Promise.all(
      [1, 2, 3].map(() =>
        post(client.access, { chat_session: sessionPid, content: 'از سوکت', client_id: 'socket-retry-01' }),
      ),
    );
    expect(byPost.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    await expect(b.next((f) => f.type === 'chat.message', 400)).rejects.toThrow();
    const stored = (await history(client.access, sessionPid)).filter((m) => m.content === 'از سوکت');
    expect(stored).toHaveLength(1);
    a.close();
    b.close();
  });

  it('a retry of a message stored before the session ended still answers it, not a 409', async () => {
    const { client, sessionPid } = await scene();
    const body = { chat_session: sessionPid, content: 'قبل از پایان', client_id: 'before-end-0001' };
    const first = ok(await post(client.access, body), 201);
    ok(await call(t, 'POST', `/api/chat/v1/sessions/${sessionPid}/end-session/`, client.access));
    expect(ok(await post(client.access, body), 200).pid).toBe(first.pid);
    failed(await post(client.access, { ...body, client_id: 'after-end-00001' }), 409);
  });
});

describe('the thread of a session opened from a request', () => {
  it("opens with the client's request text, then the consultant's acceptance message, then the start notice", async () => {
    const { client, sessionPid } = await scene({ response_message: 'سلام، در خدمتم. بفرمایید.' });
    const thread = await history(client.access, sessionPid);
    expect(thread.map((m) => [m.content, m.is_system])).toEqual([
      ['سلام، درباره مهریه سؤال دارم.', false],
      ['سلام، در خدمتم. بفرمایید.', false],
      [expect.stringMatching(/آغاز/), true],
    ]);
    expect(thread[0]?.sender.pid).toBe(client.pid);
    expect(thread[1]?.sender.pid).not.toBe(client.pid);
  });

  it('without an acceptance message, the request text still opens it', async () => {
    const { client, sessionPid } = await scene();
    const thread = await history(client.access, sessionPid);
    expect(thread[0]?.content).toBe('سلام، درباره مهریه سؤال دارم.');
    expect(thread).toHaveLength(2);
  });
});

describe('rating a chat', () => {
  const rate = (token: string, pid: string, body: Record<string, unknown>) =>
    call(t, 'POST', `/api/chat/v1/sessions/${pid}/rate/`, token, body);
  const profile = async (pid: string) =>
    ok(await call(t, 'GET', `/api/consultation/v1/consultants/${pid}/`, undefined));

  it('the client rates once after the end; the score joins the consultant rating', async () => {
    const { client, consultant, sessionPid } = await scene();
    expect(JSON.stringify(failed(await rate(client.access, sessionPid, { rating: 5 }), 409))).toMatch(
      /پس از پایان/,
    );
    ok(await call(t, 'POST', `/api/chat/v1/sessions/${sessionPid}/end-session/`, consultant.access));
    failed(await rate(consultant.access, sessionPid, { rating: 5 }), 403);
    failed(await rate(client.access, sessionPid, { rating: 6 }), 400);
    const before = await profile(consultant.pid);
    const rated = ok(await rate(client.access, sessionPid, { rating: 4, comment: 'پاسخ‌ها روشن بود' }), 201);
    expect(rated.rating).toMatchObject({ rating: 4, comment: 'پاسخ‌ها روشن بود' });
    expect(JSON.stringify(failed(await rate(client.access, sessionPid, { rating: 1 }), 409))).toMatch(
      /پیش‌تر/,
    );
    const after = await profile(consultant.pid);
    expect(after.rating_count).toBe(before.rating_count + 1);
    expect(after.rating_average).toBe(4);
    const session = ok(await call(t, 'GET', `/api/chat/v1/sessions/${sessionPid}/`, client.access));
    expect(session.rating.rating).toBe(4);
  });

  it('concurrent ratings: one 201, the rest 409, counted once', async () => {
    const { client, consultant, sessionPid } = await scene();
    ok(await call(t, 'POST', `/api/chat/v1/sessions/${sessionPid}/end-session/`, client.access));
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => rate(client.access, sessionPid, { rating: n })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect((await profile(consultant.pid)).rating_count).toBe(1);
  });

  it('a stranger gets a 404', async () => {
    const { sessionPid } = await scene();
    const stranger = await fundedUser(t, 0);
    failed(await rate(stranger.access, sessionPid, { rating: 3 }), 404);
  });
});
