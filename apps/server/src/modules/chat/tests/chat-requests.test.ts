import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/test-app.ts';
import { pendingJobs, runDueJobs } from '../../../jobs/testing.ts';
import { getHold } from '../../wallet/holds.service.ts';
import { checkLedger } from '../../wallet/ledger-audit.ts';
import { statusCounts } from '../../wallet/money-test-helpers.ts';
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

const HOUR = 3_600_000;
const requestChat = (token: string, consultant: string, extra: Record<string, unknown> = {}) =>
  call(t, 'POST', '/api/chat/v1/requests/', token, {
    consultant,
    message: 'سلام، درباره اجاره سؤال دارم.',
    ...extra,
  });
const respond = (token: string, pid: string, body: Record<string, unknown>) =>
  call(t, 'POST', `/api/chat/v1/requests/${pid}/respond/`, token, body);

describe('chat requests and their fee', () => {
  it("holds the consultant's chat fee at the request, and answers 402 in Persian when the wallet is short", async () => {
    const consultant = await approvedConsultant(t, { chat_fee: 40 });
    const client = await fundedUser(t, 100);
    const created = ok(await requestChat(client.access, consultant.pid), 201);
    expect(created).toMatchObject({ status: 'pending', held_amount: 40, my_role: 'client', session: null });
    expect(created.message).toMatch(/مسدود/);
    expect(await wallet(t, client)).toMatchObject({ balance: 60, held: 40 });

    const poor = await fundedUser(t, 10);
    const refused = failed(await requestChat(poor.access, consultant.pid), 402);
    expect(refused).toEqual({
      code: 'payment_required',
      error_messages: { error: expect.stringMatching(/۳۰ سکه \(≈ ۳۰٬۰۰۰ تومان\) دیگر/) },
    });
    expect(await wallet(t, poor)).toMatchObject({ balance: 10, held: 0 });
    expect((ok(await call(t, 'GET', '/api/chat/v1/requests/', poor.access)) as { count: number }).count).toBe(
      0,
    );
  });

  it('accepting opens the session and charges the hold; the share is paid 48 hours after the session ends', async () => {
    const consultant = await approvedConsultant(t, { chat_fee: 50, default_time_limit_minutes: 20 });
    const client = await fundedUser(t, 50);
    const request = ok(await requestChat(client.access, consultant.pid), 201);
    const pending = ok(await call(t, 'GET', '/api/chat/v1/requests/pending/', consultant.access));
    expect(pending.results.map((r: { pid: string }) => r.pid)).toContain(request.pid);

    const accepted = ok(
      await respond(consultant.access, request.pid, { status: 'accepted', response_message: 'در خدمتم.' }),
    );
    expect(accepted).toMatchObject({
      status: 'accepted',
      fee_amount: 50,
      time_limit_minutes: 20,
      response_message: 'در خدمتم.',
    });
    expect(Date.parse(accepted.responded_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(await wallet(t, client)).toMatchObject({ balance: 0, held: 0 });

    const session = ok(await call(t, 'GET', `/api/chat/v1/sessions/${accepted.session.pid}/`, client.access));
    expect(session).toMatchObject({
      status: 'active',
      kind: 'consultant',
      time_limit_seconds: 1200,
      fee_amount: 50,
    });
    expect(Date.parse(session.ends_at) - Date.parse(session.started_at)).toBe(1200 * 1000);

    const ended = ok(
      await call(t, 'POST', `/api/chat/v1/sessions/${session.pid}/end-session/`, client.access, {
        reason: 'پاسخ گرفتم',
      }),
    );
    expect(ended).toMatchObject({ status: 'completed', ended_by: 'client', end_reason: 'پاسخ گرفتم' });
    const consultantBefore = (await wallet(t, consultant)).balance;
    await runDueJobs(t, new Date(Date.now() + 47 * HOUR));
    expect((await wallet(t, consultant)).balance).toBe(consultantBefore);
    await runDueJobs(t, new Date(Date.now() + 49 * HOUR));
    // 20% commission by default: 40 of 50 to the consultant.
    expect((await wallet(t, consultant)).balance).toBe(consultantBefore + 40);
    const [row] = await t.database.pool
      .query('select payout_status from chat_sessions where pid = $1', [session.pid])
      .then((r) => r.rows);
    expect(row.payout_status).toBe('paid_out');
  });

  it('a lower fee returns the difference; a higher one is a 400', async () => {
    const consultant = await approvedConsultant(t, { chat_fee: 30 });
    const client = await fundedUser(t, 30);
    const request = ok(await requestChat(client.access, consultant.pid), 201);
    const tooHigh = failed(
      await respond(consultant.access, request.pid, { status: 'accepted', fee_amount: 31 }),
      400,
    );
    expect(tooHigh.error_messages.fee_amount[0]).toMatch(/۳۰ سکه \(≈ ۳۰٬۰۰۰ تومان\)/);
    const accepted = ok(
      await respond(consultant.access, request.pid, {
        status: 'accepted',
        fee_amount: '۱۰',
        time_limit_minutes: 15,
      }),
    );
    expect(accepted).toMatchObject({ fee_amount: 10, time_limit_minutes: 15, held_amount: 30 });
    expect(await wallet(t, client)).toMatchObject({ balance: 20, held: 0 });
    const report = await checkLedger(t.database.db);
    expect(report.total).toBe(0);
  });

  it('rejecting releases the hold; a second answer is a 409; another consultant gets a 404', async () => {
    const consultant = await approvedConsultant(t, { chat_fee: 25 });
    const other = await approvedConsultant(t);
    const client = await fundedUser(t, 25);
    const request = ok(await requestChat(client.access, consultant.pid), 201);
    failed(await respond(other.access, request.pid, { status: 'accepted' }), 404);
    failed(await respond(client.access, request.pid, { status: 'accepted' }), 403);
    const [first, second] = await Promise.all([
      respond(consultant.access, request.pid, { status: 'rejected', response_message: 'فرصت ندارم.' }),
      respond(consultant.access, request.pid, { status: 'accepted' }),
    ]);
    expect(statusCounts([first, second])).toEqual({ 200: 1, 409: 1 });
    expect(await wallet(t, client)).toMatchObject({
      balance: 0 + (first.json().result?.status === 'rejected' ? 25 : 0),
    });
    const again = failed(await respond(consultant.access, request.pid, { status: 'rejected' }), 409);
    expect(again.error_messages.non_field_errors[0]).toMatch(/پیش‌تر پاسخ/);
  });

  it('an unanswered request expires after 30 minutes by its job, and the hold returns', async () => {
    const consultant = await approvedConsultant(t, { chat_fee: 20 });
    const client = await fundedUser(t, 20);
    const request = ok(await requestChat(client.access, consultant.pid), 201);
    const [job] = (await pendingJobs(t, 'chat.request_expire')).filter(
      (j) => j.payload.request === request.pid,
    );
    expect(job?.run_at.getTime()).toBe(Date.parse(request.expires_at));
    await runDueJobs(t, new Date(Date.now() + 29 * 60_000));
    expect(await wallet(t, client)).toMatchObject({ balance: 0, held: 20 });
    await runDueJobs(t, new Date(Date.now() + 31 * 60_000));
    expect(await wallet(t, client)).toMatchObject({ balance: 20, held: 0 });
    const after = ok(await call(t, 'GET', '/api/chat/v1/requests/?status=expired', client.access));
    expect(after.results.map((r: { pid: string }) => r.pid)).toContain(request.pid);
    failed(await respond(consultant.access, request.pid, { status: 'accepted' }), 409);
  });

  it('the client may cancel a pending request: the hold returns once', async () => {
    const consultant = await approvedConsultant(t, { chat_fee: 15 });
    const client = await fundedUser(t, 15);
    const request = ok(await requestChat(client.access, consultant.pid), 201);
    failed(await call(t, 'POST', `/api/chat/v1/requests/${request.pid}/cancel/`, consultant.access), 403);
    ok(await call(t, 'POST', `/api/chat/v1/requests/${request.pid}/cancel/`, client.access));
    failed(await call(t, 'POST', `/api/chat/v1/requests/${request.pid}/cancel/`, client.access), 409);
    expect(await wallet(t, client)).toMatchObject({ balance: 15, held: 0 });
    const hold = await getHold(
      t.database.db,
      (await t.database.pool.query('select hold_pid from chat_requests where pid = $1', [request.pid]))
        .rows[0].hold_pid,
    );
    expect(hold.status).toBe('released');
  });

  it('50 requests at once against a balance for 10 hold exactly 10 fees', async () => {
    const consultant = await approvedConsultant(t, { chat_fee: 7 });
    const client = await fundedUser(t, 70);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => requestChat(client.access, consultant.pid)),
    );
    expect(statusCounts(answers)).toEqual({ 201: 10, 402: 40 });
    expect(await wallet(t, client)).toMatchObject({ balance: 0, held: 70 });
    const mine = ok(await call(t, 'GET', '/api/chat/v1/requests/?page_size=100', client.access));
    expect(mine.count).toBe(10);
  });

  it('the same Idempotency-Key holds once', async () => {
    const consultant = await approvedConsultant(t, { chat_fee: 5 });
    const client = await fundedUser(t, 50);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/chat/v1/requests/',
        headers: { authorization: `Bearer ${client.access}`, 'idempotency-key': 'retry-1' },
        payload: { consultant: consultant.pid, message: 'سلام' },
      });
    const [a, b] = await Promise.all([send(), send()]);
    expect(a.json().result.pid).toBe(b.json().result.pid);
    expect(await wallet(t, client)).toMatchObject({ balance: 45, held: 5 });
  });

  it('refuses unpublished and unavailable consultants, oneself, and bad input', async () => {
    const client = await fundedUser(t, 100);
    const unapproved = await makeUser(t, 'consultant');
    ok(await call(t, 'PATCH', '/api/consultation/v1/settings/', unapproved.access, { is_available: true }));
    failed(await requestChat(client.access, unapproved.pid), 404);
    const away = await approvedConsultant(t, { chat_fee: 1 });
    ok(await call(t, 'PATCH', '/api/consultation/v1/settings/', away.access, { is_available: false }));
    failed(await requestChat(client.access, away.pid), 409);
    const blank = failed(await requestChat(client.access, away.pid, { message: '   ' }), 400);
    expect(blank.error_messages.message).toBeTruthy();
    const consultant = await approvedConsultant(t);
    failed(await requestChat(consultant.access, consultant.pid), 403);
  });

  it('opens a session through the helper both sides then see', async () => {
    const consultant = await approvedConsultant(t, { chat_fee: 0 });
    const client = await fundedUser(t, 0);
    const { sessionPid } = await openConsultantSession(t, client, consultant);
    const mine = ok(await call(t, 'GET', '/api/chat/v1/sessions/my-sessions/', consultant.access));
    expect(mine.results[0]).toMatchObject({ pid: sessionPid, my_role: 'consultant', fee_amount: 0 });
  });
});
