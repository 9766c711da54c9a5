import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { readWallet } from './ledger.ts';
import { fundWallet, makeUser, send, type TestUser } from './money-test-helpers.ts';
import { financeSettings } from './wallet.tables.ts';

const SHEBA = 'IR270170000000100324200001';
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t, 'admin');
});
afterAll(() => t.close());

const A = '/api/admin/v1/finance';

describe('admin finance', () => {
  it('is for admins only', async () => {
    const lawyer = await makeUser(t, 'lawyer');
    expect((await send(t.app, 'GET', `${A}/settings/`, lawyer.access)).statusCode).toBe(403);
    expect((await send(t.app, 'GET', `${A}/settings/`)).statusCode).toBe(401);
  });

  it('keeps the exchange rate history and manages coin packages', async () => {
    const rate = await send(t.app, 'POST', `${A}/coin-settings/`, admin.access, { exchange_rate: '۱۰۰۰۰' });
    expect(rate.statusCode, rate.body).toBe(201);
    expect(rate.json().result).toMatchObject({ exchange_rate: 10_000, currency: 'IRR' });
    expect(
      (await send(t.app, 'POST', `${A}/coin-settings/`, admin.access, { exchange_rate: 0 })).statusCode,
    ).toBe(400);
    const history = await send(t.app, 'GET', `${A}/coin-settings/`, admin.access);
    expect(history.json().result.results[0].pid).toBe(rate.json().result.pid);

    const created = await send(t.app, 'POST', `${A}/coin-packages/`, admin.access, {
      name: 'بسته طلایی',
      value: 50,
    });
    expect(created.statusCode).toBe(201);
    const pkg = created.json().result;
    expect(pkg).toMatchObject({ name: 'بسته طلایی', value: 50, amount: 500_000, is_active: true });
    const hidden = await send(t.app, 'PATCH', `${A}/coin-packages/${pkg.pid}/`, admin.access, {
      is_active: false,
    });
    expect(hidden.json().result.is_active).toBe(false);
    const publicList = await send(t.app, 'GET', '/api/wallet/v1/coin-packages/');
    expect(publicList.json().result.map((p: { pid: string }) => p.pid)).not.toContain(pkg.pid);
    const adminList = await send(t.app, 'GET', `${A}/coin-packages/`, admin.access);
    expect(adminList.json().result.map((p: { pid: string }) => p.pid)).toContain(pkg.pid);
    const removed = await send(t.app, 'DELETE', `${A}/coin-packages/${pkg.pid}/`, admin.access);
    expect(removed.statusCode).toBe(204);
    expect((await send(t.app, 'DELETE', `${A}/coin-packages/${pkg.pid}/`, admin.access)).statusCode).toBe(
      404,
    );
  });

  it('manages subscription and SMS packages', async () => {
    const sub = await send(t.app, 'POST', `${A}/subscription-packages/`, admin.access, {
      name: 'دفتر',
      price: 900,
      duration_days: 365,
      limits: { cases: null, ai_chats_per_month: 500, included_sms: 300 },
    });
    expect(sub.statusCode, sub.body).toBe(201);
    expect(sub.json().result).toMatchObject({
      name: 'دفتر',
      limits: { cases: null, ai_chats_per_month: 500, included_sms: 300 },
    });
    const pid = sub.json().result.pid;
    const edited = await send(t.app, 'PATCH', `${A}/subscription-packages/${pid}/`, admin.access, {
      limits: { cases: 1000 },
      price: 950,
    });
    expect(edited.json().result).toMatchObject({
      price: 950,
      limits: { cases: 1000, ai_chats_per_month: 500 },
    });
    expect((await send(t.app, 'DELETE', `${A}/subscription-packages/${pid}/`, admin.access)).statusCode).toBe(
      204,
    );
    expect((await send(t.app, 'GET', `/api/subscription/v1/packages/${pid}/`)).statusCode).toBe(404);

    const sms = await send(t.app, 'POST', `${A}/sms-packages/`, admin.access, {
      name: 'پیامک ۱۰۰تایی',
      messages: 100,
      price: 8,
    });
    expect(sms.statusCode).toBe(201);
    const smsPid = sms.json().result.pid;
    expect(
      (await send(t.app, 'PATCH', `${A}/sms-packages/${smsPid}/`, admin.access, { price: 9 })).json().result
        .price,
    ).toBe(9);
    expect(
      (await send(t.app, 'GET', `${A}/sms-packages/`, admin.access))
        .json()
        .result.map((p: { pid: string }) => p.pid),
    ).toContain(smsPid);
    expect((await send(t.app, 'DELETE', `${A}/sms-packages/${smsPid}/`, admin.access)).statusCode).toBe(204);
    const bad = await send(t.app, 'POST', `${A}/sms-packages/`, admin.access, {
      name: 'ب',
      messages: 0,
      price: 1,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('pays or rejects payout requests once, and shows a user ledger', async () => {
    const consultant = await makeUser(t, 'consultant');
    await fundWallet(t.database.db, consultant.id, 100);
    const first = await send(t.app, 'POST', '/api/wallet/v1/withdraw/', consultant.access, {
      coins: 60,
      sheba: SHEBA,
    });
    const second = await send(t.app, 'POST', '/api/wallet/v1/withdraw/', consultant.access, {
      coins: 40,
      sheba: SHEBA,
    });
    const pending = await send(
      t.app,
      'GET',
      `${A}/payout-requests/?status=pending&page_size=100`,
      admin.access,
    );
    const mine = pending
      .json()
      .result.results.filter((r: { user: { pid: string } }) => r.user.pid === consultant.pid);
    expect(mine).toHaveLength(2);
    expect(mine[0].user).toMatchObject({ first_name: 'رضا', phone: consultant.phone });

    const paid = await send(
      t.app,
      'POST',
      `${A}/payout-requests/${first.json().result.pid}/pay/`,
      admin.access,
      {
        reference: 'پایا ۱۲۳۴۵',
      },
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().result).toMatchObject({ status: 'paid', paid_reference: 'پایا ۱۲۳۴۵' });
    const again = await send(
      t.app,
      'POST',
      `${A}/payout-requests/${first.json().result.pid}/reject/`,
      admin.access,
      {
        reason: 'شماره شبا به نام کاربر نیست',
      },
    );
    expect(again.statusCode).toBe(409);
    const rejected = await send(
      t.app,
      'POST',
      `${A}/payout-requests/${second.json().result.pid}/reject/`,
      admin.access,
      {
        reason: 'شماره شبا به نام کاربر نیست',
      },
    );
    expect(rejected.json().result).toMatchObject({
      status: 'rejected',
      reject_reason: 'شماره شبا به نام کاربر نیست',
    });
    expect(await readWallet(t.database.db, consultant.id)).toMatchObject({ balance: 40, held: 0 });
    expect((await send(t.app, 'POST', `${A}/payout-requests/nope/pay/`, admin.access, {})).statusCode).toBe(
      404,
    );

    const wallet = await send(t.app, 'GET', `${A}/users/${consultant.pid}/wallet/`, admin.access);
    expect(wallet.json().result).toMatchObject({ balance: 40, held: 0, total_in: 100, total_out: 60 });
    const ledger = await send(t.app, 'GET', `${A}/users/${consultant.pid}/ledger/`, admin.access);
    expect(ledger.json().result.count).toBe(8);
    expect(ledger.json().result.results[0]).toMatchObject({
      kind: 'release',
      bucket: 'available',
      amount: 40,
    });
    expect((await send(t.app, 'GET', `${A}/users/nope/ledger/`, admin.access)).statusCode).toBe(404);
    const check = await send(t.app, 'GET', `${A}/ledger/check/`, admin.access);
    expect(check.json().result).toMatchObject({ total: 0, unbalanced_movements: [] });
  });
});

describe('referral reward', () => {
  it("credits the referrer the admin's reward once, on the referred user's first verified payment", async () => {
    const saved = await send(t.app, 'PATCH', `${A}/settings/`, admin.access, { referral_reward_coins: 7 });
    expect(saved.json().result).toMatchObject({ referral_reward_coins: 7 });
    try {
      const referrer = await makeUser(t, 'lawyer');
      const referred = await makeUser(t, 'client', { referredById: referrer.id });
      for (const coins of [3, 4]) {
        const start = await send(t.app, 'POST', '/api/wallet/v1/deposit/', referred.access, { coins });
        const { authority } = start.json().result;
        await t.app.inject({ method: 'POST', url: `/api/payment/v1/sandbox/${authority}/pay/` });
        await t.app.inject({
          method: 'GET',
          url: `/api/payment/v1/verify/?Authority=${authority}&Status=OK`,
        });
      }
      expect((await readWallet(t.database.db, referred.id)).balance).toBe(7);
      expect((await readWallet(t.database.db, referrer.id)).balance).toBe(7);
      const history = await send(t.app, 'GET', '/api/wallet/v1/transactions/', referrer.access);
      expect(history.json().result.results).toEqual([
        expect.objectContaining({
          kind: 'referral_reward',
          amount: 7,
          reference: { type: 'referred_user', pid: referred.pid },
        }),
      ]);
    } finally {
      await t.database.db
        .update(financeSettings)
        .set({ referralRewardCoins: 0 })
        .where(eq(financeSettings.id, 1));
    }
  });
});
