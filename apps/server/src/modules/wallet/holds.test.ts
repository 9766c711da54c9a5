import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIsolatedTestApp, type TestApp } from '../../../test/test-app.ts';
import { readWallet } from './ledger.ts';
import { checkLedger } from './ledger-audit.ts';
import { fundWallet, makeUser, type TestUser } from './money-test-helpers.ts';

let t: TestApp;
let client: TestUser;
let consultant: TestUser;
beforeAll(async () => {
  t = await createIsolatedTestApp();
  client = await makeUser(t, 'client');
  consultant = await makeUser(t, 'consultant');
  await fundWallet(t.database.db, client.id, 100);
});
afterAll(() => t.close());

const holds = () => t.services.money.holds;
const wallet = (user: TestUser) => readWallet(t.database.db, user.id);
const hold = (coins: number, ref = crypto.randomUUID()) =>
  holds().hold({
    payerId: client.id,
    payeeId: consultant.id,
    coins,
    reference: { type: 'chat_request', pid: ref },
    idempotencyKey: `chat-request:${ref}`,
  });

describe('fee holds', () => {
  it('holds a fee once per key, and refuses with 402 when the wallet is short', async () => {
    const ref = crypto.randomUUID();
    const [a, b] = await Promise.all([hold(30, ref), hold(30, ref)]);
    expect(a.pid).toBe(b.pid);
    expect(await wallet(client)).toMatchObject({ balance: 70, held: 30 });
    await expect(hold(500)).rejects.toMatchObject({ status: 402 });
    await holds().release(a.pid);
    expect(await wallet(client)).toMatchObject({ balance: 100, held: 0 });
    await expect(holds().release(a.pid)).rejects.toMatchObject({ status: 409 });
  });

  it('charges on acceptance and pays the share, less the commission, only after the delay', async () => {
    const fee = await hold(40);
    const charged = await holds().charge(fee.pid);
    expect(charged.status).toBe('charged');
    expect(charged.commission).toBe(Math.floor((40 * (charged.commissionPercent ?? 0)) / 100));
    expect(charged.payeeShare).toBe(40 - (charged.commission ?? 0));
    expect(await wallet(client)).toMatchObject({ balance: 60, held: 0 });
    await expect(holds().release(fee.pid)).rejects.toMatchObject({ status: 409 });

    const completedAt = new Date();
    const completed = await holds().complete(fee.pid, completedAt);
    const due = completed.payoutDueAt?.getTime() ?? 0;
    expect(due).toBeGreaterThan(completedAt.getTime());
    // Other test files share the database and may leave holds of their own due: only this one is checked.
    await holds().payDue(new Date(due - 1000));
    expect((await holds().get(fee.pid)).status).toBe('charged');
    const before = (await wallet(consultant)).balance;
    await expect(holds().payout(fee.pid, { now: new Date(due - 1000) })).rejects.toMatchObject({
      status: 409,
    });
    await holds().payout(fee.pid, { now: new Date(due + 1000) });
    expect((await wallet(consultant)).balance).toBe(before + (charged.payeeShare ?? 0));
    expect((await holds().get(fee.pid)).status).toBe('paid_out');
    await holds().payDue(new Date(due + 1000));
    expect((await wallet(consultant)).balance).toBe(before + (charged.payeeShare ?? 0));
  });

  it('pays every due hold in the job step, skipping a disputed one, which a refund settles', async () => {
    const paid = await hold(10);
    const disputed = await hold(10);
    for (const fee of [paid, disputed]) {
      await holds().charge(fee.pid);
      await holds().complete(fee.pid, new Date(Date.now() - 100 * 3_600_000));
    }
    await holds().dispute(disputed.pid);
    const before = await wallet(client);
    expect(await holds().payDue()).toBeGreaterThanOrEqual(1);
    expect((await holds().get(paid.pid)).status).toBe('paid_out');
    expect((await holds().get(disputed.pid)).status).toBe('charged');
    await holds().refund(disputed.pid);
    expect((await wallet(client)).balance).toBe(before.balance + 10);
    const report = await checkLedger(t.database.db);
    expect(report.mismatches.filter((m) => [client.pid, consultant.pid].includes(m.user_pid ?? ''))).toEqual(
      [],
    );
    expect(report.total).toBe(0);
  });
});
