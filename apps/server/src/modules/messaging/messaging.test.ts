import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { readWallet } from '../wallet/ledger.ts';
import { checkLedger } from '../wallet/ledger-audit.ts';
import { fundWallet, makeUser, send, statusCounts, type TestUser } from '../wallet/money-test-helpers.ts';
import { createSmsPackage } from './messaging-admin.ts';
import { refundSmsCredit, smsBalance, spendSmsCredit } from './sms-credit.ts';

let t: TestApp;
let small: { pid: string };
beforeAll(async () => {
  t = await createTestApp();
  small = await createSmsPackage(t.database.db, {
    name: 'پیامک آزمایشی',
    messages: 5,
    price: 1,
    is_active: true,
    sort_order: 0,
  });
});
afterAll(() => t.close());

const purchase = (user: TestUser, key?: string) =>
  send(t.app, 'POST', '/api/messaging/v1/purchases/', user.access, { package: small.pid }, key);

describe('SMS credit', () => {
  it('lists packages, buys one from the wallet and shows the balance', async () => {
    const list = await send(t.app, 'GET', '/api/messaging/v1/packages/');
    expect(list.json().result).toContainEqual({
      pid: small.pid,
      name: 'پیامک آزمایشی',
      messages: 5,
      price: 1,
      is_active: true,
      sort_order: 0,
    });
    const user = await makeUser(t, 'lawyer');
    await fundWallet(t.database.db, user.id, 3);
    const bought = await purchase(user);
    expect(bought.statusCode, bought.body).toBe(201);
    expect(bought.json().result).toMatchObject({
      package: { pid: small.pid, name: 'پیامک آزمایشی' },
      messages: 5,
      price: 1,
      sms_balance: 5,
      wallet_balance: 2,
    });
    expect(bought.json().result.message).toContain('۵ پیامک');
    const balance = await send(t.app, 'GET', '/api/messaging/v1/balance/my-balance/', user.access);
    expect(balance.json().result).toEqual({ balance: 5, total_purchased: 5, total_used: 0 });
    const history = await send(t.app, 'GET', '/api/wallet/v1/transactions/?kind=sms', user.access);
    expect(history.json().result.results[0]).toMatchObject({ amount: -1, kind_label: 'خرید بسته پیامک' });
  });

  it('lets exactly 10 of 50 simultaneous purchases through a balance that covers 10', async () => {
    const user = await makeUser(t, 'client');
    await fundWallet(t.database.db, user.id, 10);
    const answers = await Promise.all(Array.from({ length: 50 }, () => purchase(user)));
    expect(statusCounts(answers)).toEqual({ 201: 10, 402: 40 });
    expect(answers.find((a) => a.statusCode === 402)?.json().error_messages.error).toContain(
      'موجودی کیف پول شما کافی نیست',
    );
    expect(answers.find((a) => a.statusCode === 402)?.json().error_messages.error).toMatch(
      /برای خرید این بسته پیامک ۱ سکه \(≈ ۱٬۰۰۰ تومان\) دیگر لازم است/,
    );
    expect((await readWallet(t.database.db, user.id)).balance).toBe(0);
    expect((await smsBalance(t.database.db, user.id)).balance).toBe(50);
    const report = await checkLedger(t.database.db);
    expect(report.mismatches.filter((m) => m.user_pid === user.pid)).toEqual([]);
    expect(report.total).toBe(0);
  });

  it('buys once for the same Idempotency-Key sent twice at once', async () => {
    const user = await makeUser(t, 'client');
    await fundWallet(t.database.db, user.id, 10);
    const [a, b] = await Promise.all([purchase(user, 'sms-1'), purchase(user, 'sms-1')]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().result.pid).toBe(b.json().result.pid);
    expect((await readWallet(t.database.db, user.id)).balance).toBe(9);
    expect((await smsBalance(t.database.db, user.id)).balance).toBe(5);
  });

  it('spends one credit per SMS part, once per key, refuses with 402 when short, and refunds', async () => {
    const user = await makeUser(t, 'lawyer');
    await fundWallet(t.database.db, user.id, 1);
    await purchase(user);
    const db = t.database.db;
    expect(await spendSmsCredit(db, user.id, 'جلسه رسیدگی فردا ساعت ۹')).toMatchObject({
      segments: 1,
      balance: 4,
    });
    const long = 'ی'.repeat(100);
    expect(await spendSmsCredit(db, user.id, long, { key: 'reminder-1' })).toEqual({
      segments: 2,
      balance: 2,
      replayed: false,
    });
    expect(await spendSmsCredit(db, user.id, long, { key: 'reminder-1' })).toMatchObject({
      replayed: true,
      balance: 2,
    });
    await expect(spendSmsCredit(db, user.id, 'ی'.repeat(140))).rejects.toMatchObject({
      status: 402,
      message: expect.stringContaining('اعتبار پیامک شما کافی نیست'),
    });
    await refundSmsCredit(db, user.id, 'reminder-1', 2);
    await refundSmsCredit(db, user.id, 'reminder-1', 2);
    expect(await smsBalance(db, user.id)).toEqual({ balance: 4, total_purchased: 5, total_used: 1 });
  });

  it('answers 404 for an unknown package and 403 without the permission', async () => {
    const user = await makeUser(t, 'client');
    const unknown = await send(t.app, 'POST', '/api/messaging/v1/purchases/', user.access, {
      package: 'nope',
    });
    expect(unknown.statusCode).toBe(404);
    const secretary = await makeUser(t, 'secretary');
    expect((await purchase(secretary)).statusCode).toBe(403);
  });
});
