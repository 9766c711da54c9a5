import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/test-app.ts';
import { runDueJobs } from '../../../jobs/testing.ts';
import { checkLedger } from '../../wallet/ledger-audit.ts';
import { statusCounts } from '../../wallet/money-test-helpers.ts';
import { consultations } from '../tables/consultations.ts';
import {
  approvedConsultant,
  call,
  createChatTestApp,
  failed,
  fundedUser,
  makeUser,
  ok,
  wallet,
} from '../test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createChatTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const base = '/api/consultation/v1/consultations';
const tomorrow = () => new Date(Date.now() + 24 * HOUR).toISOString();
const ask = (token: string, consultant: string, extra: Record<string, unknown> = {}) =>
  call(t, 'POST', `${base}/request/`, token, {
    consultant,
    subject: 'مطالبه مهریه',
    description: 'همسرم مهریه را نمی‌پردازد؛ از کجا شروع کنم؟',
    preferred_times: [tomorrow()],
    kind: 'phone',
    ...extra,
  });
const act = (token: string, pid: string, action: string, body?: unknown) =>
  call(t, 'POST', `${base}/${pid}/${action}/`, token, body);

/** Puts an accepted consultation's time where a test needs it (the API only takes future times). */
const moveSchedule = (pid: string, at: Date) =>
  t.database.db.update(consultations).set({ scheduledAt: at }).where(eq(consultations.pid, pid));

async function scene(fee = 100, coins = 100) {
  const consultant = await approvedConsultant(t, { consultation_fee: fee });
  const client = await fundedUser(t, coins);
  const consultation = ok(await ask(client.access, consultant.pid), 201);
  return { consultant, client, pid: consultation.pid as string, consultation };
}

describe('consultations', () => {
  it('hold the fee at the request (402 when short) and appear to both parties', async () => {
    const { consultant, client, pid, consultation } = await scene(100, 150);
    expect(consultation).toMatchObject({
      status: 'pending',
      fee: 100,
      kind: 'phone',
      kind_label: 'تلفنی',
      my_role: 'client',
    });
    expect(await wallet(t, client)).toMatchObject({ balance: 50, held: 100 });
    failed(await ask(client.access, consultant.pid), 402);
    const pending = ok(await call(t, 'GET', `${base}/pending/`, consultant.access));
    expect(pending.results.map((c: { pid: string }) => c.pid)).toEqual([pid]);
    expect(ok(await call(t, 'GET', `${base}/${pid}/`, consultant.access)).my_role).toBe('consultant');
    const stranger = await makeUser(t, 'client');
    failed(await call(t, 'GET', `${base}/${pid}/`, stranger.access), 404);
    failed(await call(t, 'GET', `${base}/pending/`, client.access), 403);
    const past = failed(
      await ask(client.access, consultant.pid, { preferred_times: ['2020-01-01T10:00:00+03:30'] }),
      400,
    );
    expect(past.error_messages.preferred_times[0]).toMatch(/آینده/);
  });

  it('accept charges, complete schedules the payout, and the consultant is paid after 48 hours', async () => {
    const { consultant, client, pid } = await scene();
    failed(await act(client.access, pid, 'accept'), 403);
    const scheduled = new Date(Date.now() + 48 * HOUR).toISOString();
    const accepted = ok(
      await act(consultant.access, pid, 'accept', {
        scheduled_at: scheduled,
        message: 'فردا ساعت ۱۰ تماس می‌گیرم.',
      }),
    );
    expect(accepted).toMatchObject({ status: 'accepted', response_message: 'فردا ساعت ۱۰ تماس می‌گیرم.' });
    expect(Date.parse(accepted.scheduled_at)).toBe(Date.parse(scheduled));
    expect(await wallet(t, client)).toMatchObject({ balance: 0, held: 0 });
    failed(await act(consultant.access, pid, 'reject', { message: 'دیر شد' }), 409);
    failed(await act(client.access, pid, 'rate', { rating: 5 }), 409);

    const early = failed(await act(consultant.access, pid, 'complete'), 409);
    expect(early.error_messages.non_field_errors[0]).toMatch(/هنوز نرسیده/);
    await moveSchedule(pid, new Date(Date.now() - 1000));
    const done = ok(await act(consultant.access, pid, 'complete'));
    expect(done).toMatchObject({ status: 'completed', payout_status: 'pending' });
    const due = Date.parse(done.payout_due_at);
    expect(due - Date.parse(done.completed_at)).toBe(48 * HOUR);
    const start = (await wallet(t, consultant)).balance;
    await runDueJobs(t, new Date(due - 60_000));
    expect((await wallet(t, consultant)).balance).toBe(start);
    await runDueJobs(t, new Date(due + 60_000));
    expect((await wallet(t, consultant)).balance).toBe(start + 80);
    const paid = ok(await call(t, 'GET', `${base}/${pid}/`, client.access));
    expect(paid).toMatchObject({ payout_status: 'paid_out', can_dispute: false, can_rate: true });
    failed(await act(client.access, pid, 'dispute', { reason: 'مشاور تماس نگرفت و پاسخی نداد.' }), 409);
  });

  it('completion waits for the scheduled time; the dispute window runs from the completion after it', async () => {
    const { consultant, pid } = await scene();
    const scheduled = new Date(Date.now() + HOUR);
    ok(await act(consultant.access, pid, 'accept', { scheduled_at: scheduled.toISOString() }));
    await moveSchedule(pid, new Date(Date.now() + 5000));
    const refused = failed(await act(consultant.access, pid, 'complete'), 409);
    expect(refused.error_messages.non_field_errors[0]).toBe(
      'زمان این مشاوره هنوز نرسیده است؛ پس از زمان مقرر می‌توانید آن را انجام‌شده اعلام کنید.',
    );
    const still = ok(await call(t, 'GET', `${base}/${pid}/`, consultant.access));
    expect(still).toMatchObject({ status: 'accepted', completed_at: null, payout_due_at: null });

    const at = new Date(Date.now() - 1);
    await moveSchedule(pid, at);
    const done = ok(await act(consultant.access, pid, 'complete'));
    expect(Date.parse(done.completed_at)).toBeGreaterThanOrEqual(at.getTime());
    expect(Date.parse(done.payout_due_at) - Date.parse(done.completed_at)).toBe(48 * HOUR);
    expect(Date.parse(done.payout_due_at)).toBeGreaterThanOrEqual(at.getTime() + 48 * HOUR);
  });

  it('a dispute stops the payout until an admin settles it', async () => {
    const { consultant, client, pid } = await scene(60, 60);
    ok(await act(consultant.access, pid, 'accept'));
    const done = ok(await act(consultant.access, pid, 'complete'));
    failed(await act(consultant.access, pid, 'dispute', { reason: 'اعتراض از طرف مشاور!' }), 403);
    const disputed = ok(
      await act(client.access, pid, 'dispute', { reason: 'مشاور در زمان مقرر تماس نگرفت.' }),
    );
    expect(disputed).toMatchObject({ status: 'disputed', dispute_reason: 'مشاور در زمان مقرر تماس نگرفت.' });
    const start = (await wallet(t, consultant)).balance;
    await runDueJobs(t, new Date(Date.parse(done.payout_due_at) + HOUR));
    expect((await wallet(t, consultant)).balance).toBe(start);

    const admin = await makeUser(t, 'admin');
    failed(
      await call(t, 'POST', `/api/admin/v1/consultations/${pid}/settle/`, client.access, { refund: true }),
      403,
    );
    const list = ok(await call(t, 'GET', '/api/admin/v1/consultations/?status=disputed', admin.access));
    expect(list.results.map((c: { pid: string }) => c.pid)).toContain(pid);
    const newer = await scene(10, 10);
    const queue = ok(await call(t, 'GET', '/api/admin/v1/consultations/', admin.access));
    const order = queue.results.map((row: { pid: string }) => row.pid);
    expect(queue.results[0].status).toBe('disputed');
    expect(order.indexOf(pid)).toBeLessThan(order.indexOf(newer.pid));
    const disputedOnly = ok(
      await call(t, 'GET', '/api/admin/v1/consultations/?status=disputed', admin.access),
    );
    expect(disputedOnly.results.every((row: { status: string }) => row.status === 'disputed')).toBe(true);
    failed(await call(t, 'GET', '/api/admin/v1/consultations/', client.access), 403);
    const settled = ok(
      await call(t, 'POST', `/api/admin/v1/consultations/${pid}/settle/`, admin.access, {
        refund: true,
        note: 'تماس انجام نشده بود.',
      }),
    );
    expect(settled).toMatchObject({ status: 'settled', settlement: 'refunded', payout_status: 'refunded' });
    expect(await wallet(t, client)).toMatchObject({ balance: 60, held: 0 });
    failed(
      await call(t, 'POST', `/api/admin/v1/consultations/${pid}/settle/`, admin.access, { refund: false }),
      409,
    );
    const rated = ok(await act(client.access, pid, 'rate', { rating: 2, comment: 'تماس نگرفتند.' }));
    expect(rated).toMatchObject({ rating: 2, can_rate: false });
  });

  it('an admin settles once even when two settle at the same moment', async () => {
    const { consultant, client, pid } = await scene(50, 50);
    ok(await act(consultant.access, pid, 'accept'));
    ok(await act(consultant.access, pid, 'complete'));
    ok(await act(client.access, pid, 'dispute', { reason: 'پاسخ‌ها کلی و ناکافی بود.' }));
    const start = (await wallet(t, consultant)).balance;
    const admin = await makeUser(t, 'admin');
    const settle = (refund: boolean) =>
      call(t, 'POST', `/api/admin/v1/consultations/${pid}/settle/`, admin.access, { refund });
    // Two admins at once: one settles, the other is told it is no longer disputed; money moves once.
    const answers = await Promise.all([settle(false), settle(true)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)?.json().result;
    const paid = winner.settlement === 'paid_out';
    expect((await wallet(t, consultant)).balance).toBe(paid ? start + 40 : start);
    expect(await wallet(t, client)).toMatchObject({ balance: paid ? 0 : 50, held: 0 });
    expect((await checkLedger(t.database.db)).total).toBe(0);
  });

  it('reject, cancel and expiry return the hold', async () => {
    const rejected = await scene(30, 30);
    failed(await act(rejected.consultant.access, rejected.pid, 'reject', {}), 400);
    ok(
      await act(rejected.consultant.access, rejected.pid, 'reject', { message: 'در این موضوع تخصص ندارم.' }),
    );
    expect(await wallet(t, rejected.client)).toMatchObject({ balance: 30, held: 0 });

    const cancelled = await scene(30, 30);
    ok(await act(cancelled.client.access, cancelled.pid, 'cancel'));
    expect(await wallet(t, cancelled.client)).toMatchObject({ balance: 30, held: 0 });

    const refunded = await scene(30, 30);
    ok(await act(refunded.consultant.access, refunded.pid, 'accept'));
    failed(await act(refunded.client.access, refunded.pid, 'cancel'), 409);
    ok(await act(refunded.consultant.access, refunded.pid, 'cancel', { reason: 'بیمار شدم.' }));
    expect(await wallet(t, refunded.client)).toMatchObject({ balance: 30, held: 0 });

    const expired = await scene(30, 30);
    await runDueJobs(t, new Date(Date.now() + 47 * HOUR));
    expect(await wallet(t, expired.client)).toMatchObject({ held: 30 });
    await runDueJobs(t, new Date(Date.now() + 49 * HOUR));
    expect(await wallet(t, expired.client)).toMatchObject({ balance: 30, held: 0 });
    expect(ok(await call(t, 'GET', `${base}/${expired.pid}/`, expired.client.access)).status).toBe('expired');
  });

  it('rates once, under a race, and the rating shows on the profile', async () => {
    const { consultant, client, pid } = await scene(0, 0);
    ok(await act(consultant.access, pid, 'accept'));
    ok(await act(consultant.access, pid, 'complete'));
    failed(await act(client.access, pid, 'rate', { rating: 6 }), 400);
    const answers = await Promise.all([
      act(client.access, pid, 'rate', { rating: 4 }),
      act(client.access, pid, 'rate', { rating: 5 }),
    ]);
    expect(statusCounts(answers)).toEqual({ 200: 1, 409: 1 });
    const profile = ok(await call(t, 'GET', `/api/consultation/v1/consultants/${consultant.pid}/`));
    expect(profile).toMatchObject({ rating_count: 1, completed_count: 1 });
    expect([4, 5]).toContain(profile.rating_average);
  });
});
