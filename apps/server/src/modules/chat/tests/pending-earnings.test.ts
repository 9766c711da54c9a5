import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/test-app.ts';
import { runDueJobs } from '../../../jobs/testing.ts';
import {
  approvedConsultant,
  type Body,
  call,
  createChatTestApp,
  fundedUser,
  ok,
  openConsultantSession,
  wallet,
} from '../test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createChatTestApp();
});
afterAll(() => t.close());

const pendingOf = async (token: string) =>
  ok<Body[]>(await call(t, 'GET', '/api/wallet/v1/pending-earnings/', token));

describe("a consultant's pending earnings", () => {
  it('show a paid chat from acceptance, with its payout time once it ends, until it is paid', async () => {
    const consultant = await approvedConsultant(t, { chat_fee: 40 });
    const client = await fundedUser(t, 40);
    const { sessionPid } = await openConsultantSession(t, client, consultant, { time_limit_minutes: 10 });

    const running = await pendingOf(consultant.access);
    expect(running).toHaveLength(1);
    const share = running[0]?.share as number;
    expect(share).toBeGreaterThan(0);
    expect(share).toBeLessThanOrEqual(40);
    expect(running[0]).toMatchObject({ source: 'chat', payer_name: 'رضا توکلی', payout_due_at: null });

    const endedAt = Date.now();
    ok(await call(t, 'POST', `/api/chat/v1/sessions/${sessionPid}/end-session/`, consultant.access));
    const [ended] = await pendingOf(consultant.access);
    const due = Date.parse(ended?.payout_due_at);
    expect(due - endedAt).toBeGreaterThanOrEqual(48 * 3_600_000 - 1000);
    expect(due - endedAt).toBeLessThan(48 * 3_600_000 + 60_000);
    expect(ended).toMatchObject({ share, disputed: false });
    // The client paid the fee; it is nobody's earning on their side.
    expect(await pendingOf(client.access)).toEqual([]);

    const before = (await wallet(t, consultant)).balance;
    await runDueJobs(t, new Date(due + 1000));
    expect((await wallet(t, consultant)).balance).toBe(before + share);
    expect(await pendingOf(consultant.access)).toEqual([]);
  });

  it('list a consultation beside the chats, and a free chat not at all', async () => {
    const consultant = await approvedConsultant(t, { chat_fee: 0, consultation_fee: 100 });
    const client = await fundedUser(t, 100);
    await openConsultantSession(t, client, consultant);
    const base = '/api/consultation/v1/consultations';
    const asked = ok(
      await call(t, 'POST', `${base}/request/`, client.access, {
        consultant: consultant.pid,
        subject: 'تقسیم ترکه',
        description: 'درباره سهم‌الارث فرزندان از ملک پدری سؤال دارم.',
        preferred_times: [new Date(Date.now() + 24 * 3_600_000).toISOString()],
        kind: 'phone',
      }),
      201,
    );
    ok(
      await call(t, 'POST', `${base}/${asked.pid}/accept/`, consultant.access, {
        scheduled_at: new Date(Date.now() + 48 * 3_600_000).toISOString(),
      }),
    );
    const pending = await pendingOf(consultant.access);
    expect(pending.map((row) => row.source)).toEqual(['consultation']);
  });
});
