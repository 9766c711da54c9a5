import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/test-app.ts';
import { runDueJobs } from '../../../jobs/testing.ts';
import {
  approvedConsultant,
  call,
  createChatTestApp,
  failed,
  fundedUser,
  makeUser,
  ok,
  openConsultantSession,
  wallet,
} from '../test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createChatTestApp();
});
afterAll(() => t.close());

const send = (token: string, session: string, content: string) =>
  call(t, 'POST', '/api/chat/v1/messages/', token, { chat_session: session, content });
const session = (token: string, pid: string) => call(t, 'GET', `/api/chat/v1/sessions/${pid}/`, token);

async function scene(fee = 0) {
  const consultant = await approvedConsultant(t, { chat_fee: fee });
  const client = await fundedUser(t, fee);
  const { sessionPid } = await openConsultantSession(t, client, consultant, { time_limit_minutes: 10 });
  return { consultant, client, sessionPid };
}

describe('chat sessions', () => {
  it('are seen by their two participants only: a stranger gets a 404 everywhere', async () => {
    const { client, consultant, sessionPid } = await scene();
    const stranger = await makeUser(t, 'client');
    const otherConsultant = await makeUser(t, 'consultant');
    for (const who of [stranger, otherConsultant]) {
      failed(await session(who.access, sessionPid), 404);
      failed(await call(t, 'GET', `/api/chat/v1/messages/session/${sessionPid}/`, who.access), 404);
      failed(await send(who.access, sessionPid, 'سلام'), 404);
      failed(await call(t, 'POST', `/api/chat/v1/sessions/${sessionPid}/mark-read/`, who.access), 404);
      failed(await call(t, 'POST', `/api/chat/v1/sessions/${sessionPid}/end-session/`, who.access, {}), 404);
      expect(ok(await call(t, 'GET', '/api/chat/v1/sessions/my-sessions/', who.access)).count).toBe(0);
    }
    ok(await session(client.access, sessionPid));
    ok(await session(consultant.access, sessionPid));
    failed(await call(t, 'GET', '/api/chat/v1/sessions/my-sessions/'), 401);
  });

  it("counts unread messages per side, and mark-read zeroes the reader's side only", async () => {
    const { client, consultant, sessionPid } = await scene();
    // The opening system message is news to both.
    expect(ok(await session(client.access, sessionPid))).toMatchObject({
      unread_client_messages: 1,
      unread_consultant_messages: 1,
    });
    ok(await send(client.access, sessionPid, 'سلام، مهلت تجدیدنظر چند روز است؟'), 201);
    ok(await send(client.access, sessionPid, 'رأی دیروز ابلاغ شد.'), 201);
    ok(await send(consultant.access, sessionPid, 'بیست روز از ابلاغ.'), 201);
    const seen = ok(await session(consultant.access, sessionPid));
    expect(seen).toMatchObject({
      unread_client_messages: 2,
      unread_consultant_messages: 3,
      unread_count: 3,
      my_role: 'consultant',
    });
    expect(seen.last_message).toMatchObject({ content: 'بیست روز از ابلاغ.' });

    const unread = ok(await call(t, 'GET', '/api/chat/v1/sessions/?unread_only=true', client.access));
    expect(unread.results.map((s: { pid: string }) => s.pid)).toEqual([sessionPid]);
    const read = ok(await call(t, 'POST', `/api/chat/v1/sessions/${sessionPid}/mark-read/`, client.access));
    expect(read).toMatchObject({ unread_client_messages: 0, unread_consultant_messages: 3 });
    expect(ok(await call(t, 'GET', '/api/chat/v1/sessions/?unread_only=true', client.access)).count).toBe(0);
    expect(ok(await call(t, 'GET', '/api/chat/v1/sessions/?unread_only=true', consultant.access)).count).toBe(
      1,
    );
    ok(await call(t, 'POST', `/api/chat/v1/sessions/${sessionPid}/mark-read/`, consultant.access));
    expect(ok(await session(client.access, sessionPid))).toMatchObject({
      unread_client_messages: 0,
      unread_consultant_messages: 0,
    });
  });

  it('pages the history newest page first, oldest first within a page, with before/after cursors', async () => {
    const { client, consultant, sessionPid } = await scene();
    for (let i = 1; i <= 6; i++)
      ok(await send(i % 2 ? client.access : consultant.access, sessionPid, `پیام ${i}`), 201);
    const url = `/api/chat/v1/messages/session/${sessionPid}/`;
    const newest = ok(await call(t, 'GET', `${url}?page_size=3`, client.access));
    // The request text and the start notice open the thread.
    expect(newest.count).toBe(8);
    expect(newest.results.map((m: { content: string }) => m.content)).toEqual(['پیام 4', 'پیام 5', 'پیام 6']);
    expect(newest.previous).toBeNull();
    const olderUrl = new URL(newest.next);
    expect(olderUrl.searchParams.get('before')).toBe(newest.results[0].pid);
    const older = ok(await call(t, 'GET', `${olderUrl.pathname}${olderUrl.search}`, client.access));
    expect(older.results.map((m: { content: string }) => m.content)).toEqual(['پیام 1', 'پیام 2', 'پیام 3']);
    expect(older.next).not.toBeNull();
    const first = ok(await call(t, 'GET', `${url}?page=3&page_size=3`, client.access));
    expect(first.results).toHaveLength(2);
    expect(first.results[0]).toMatchObject({ is_system: false, sender: { pid: client.pid } });
    expect(first.results[1]).toMatchObject({ is_system: true, message_type: 'system', sender: null });
    const after = ok(await call(t, 'GET', `${url}?after=${older.results[2].pid}`, consultant.access));
    expect(after.results.map((m: { content: string }) => m.content)).toEqual(['پیام 4', 'پیام 5', 'پیام 6']);
    expect(after.results[0].sender).toMatchObject({
      pid: consultant.pid,
      first_name: 'رضا',
      last_name: 'توکلی',
    });
    failed(await call(t, 'GET', `${url}?before=unknown`, client.access), 404);
  });

  it('ends once; a message to an ended session is a 409 in Persian', async () => {
    const { client, consultant, sessionPid } = await scene();
    const ended = ok(
      await call(t, 'POST', `/api/chat/v1/sessions/${sessionPid}/end-session/`, consultant.access),
    );
    expect(ended).toMatchObject({ status: 'completed', ended_by: 'consultant' });
    failed(
      await call(t, 'POST', `/api/chat/v1/sessions/${sessionPid}/end-session/`, client.access, {
        reason: 'تمام',
      }),
      409,
    );
    const refused = failed(await send(client.access, sessionPid, 'یک سؤال دیگر'), 409);
    expect(refused.error_messages.non_field_errors[0]).toMatch(/به پایان رسیده/);
    const history = ok(await call(t, 'GET', `/api/chat/v1/messages/session/${sessionPid}/`, client.access));
    expect(history.results.at(-1)).toMatchObject({
      is_system: true,
      content: 'مشاور جلسه را به پایان رساند.',
    });
  });

  it("names the other party in the consultant's title and bell, not the consultant", async () => {
    const consultant = await approvedConsultant(t, { chat_fee: 0 });
    const client = await fundedUser(t, 0);
    ok(
      await call(t, 'PATCH', '/api/user/v1/profile/', client.access, {
        first_name: 'نیما',
        last_name: 'امینی',
      }),
    );
    ok(
      await call(t, 'PATCH', '/api/user/v1/profile/', consultant.access, {
        first_name: 'مینا',
        last_name: 'راد',
      }),
    );
    const { sessionPid } = await openConsultantSession(t, client, consultant);
    expect(ok(await session(consultant.access, sessionPid)).title).toBe('گفتگو با نیما امینی');
    expect(ok(await session(client.access, sessionPid)).title).toBe('گفتگو با مینا راد');
    ok(await call(t, 'POST', `/api/chat/v1/sessions/${sessionPid}/end-session/`, client.access, {}));
    const { rows } = await t.database.pool.query(
      'select a.body from alarms a join users u on u.id = a.user_id where u.pid = $1 order by a.id desc limit 1',
      [consultant.pid],
    );
    expect(rows[0]?.body).toBe('گفتگو با نیما امینی');
  });

  it('ends by its time-limit job with a system message, and pays the consultant 48 hours later', async () => {
    const { client, consultant, sessionPid } = await scene(12);
    const start = (await wallet(t, consultant)).balance;
    await runDueJobs(t, new Date(Date.now() + 11 * 60_000));
    const expired = ok(await session(client.access, sessionPid));
    expect(expired).toMatchObject({
      status: 'expired',
      ended_by: 'system',
      end_reason: 'زمان جلسه به پایان رسید.',
    });
    failed(await send(client.access, sessionPid, 'سلام؟'), 409);
    await runDueJobs(t, new Date(Date.now() + 49 * 3_600_000));
    expect((await wallet(t, consultant)).balance).toBe(start + 10);
  });

  it('a session whose time ran out ends at the next message even before its job runs', async () => {
    const { client, sessionPid } = await scene();
    await t.database.pool.query(
      `update chat_sessions set ends_at = now() - interval '1 second' where pid = $1`,
      [sessionPid],
    );
    failed(await send(client.access, sessionPid, 'هنوز هستید؟'), 409);
    expect(ok(await session(client.access, sessionPid)).status).toBe('expired');
  });

  it('validates messages in Persian', async () => {
    const { client, sessionPid } = await scene();
    const empty = failed(await send(client.access, sessionPid, '   '), 400);
    expect(empty.error_messages.content[0]).toBe('متن پیام را بنویسید.');
    const file = failed(
      await call(t, 'POST', '/api/chat/v1/messages/', client.access, {
        chat_session: sessionPid,
        content: 'nope',
        message_type: 'image',
      }),
      400,
    );
    expect(file.error_messages.content[0]).toMatch(/بارگذاری/);
  });
});
