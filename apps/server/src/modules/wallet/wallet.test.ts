import { coinPackagePrice } from '@vakilyar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createCoinPackage, setExchangeRate } from './admin-finance.service.ts';
import { presentCoinPackage } from './coins.service.ts';
import { readWallet } from './ledger.ts';
import { checkLedger } from './ledger-audit.ts';
import { fundWallet, makeUser, send, statusCounts } from './money-test-helpers.ts';
import { coinSettings } from './wallet.tables.ts';

const SHEBA = 'IR062960000000100324200001';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('coin settings and packages', () => {
  it('prices each package round(value × |exchange_rate|) Rials, also when the stored rate is negative', async () => {
    const pkg = await createCoinPackage(t.database.db, {
      name: 'بسته آزمایشی',
      value: 37,
      is_active: true,
      sort_order: 0,
    });
    const admin = await makeUser(t, 'admin');
    // Same magnitude as the default rate, so tests running beside this one see the same prices.
    await t.database.db
      .insert(coinSettings)
      .values({ pid: `neg${pkg.pid}`, exchangeRate: '-10000', createdBy: admin.id });
    try {
      const settings = await send(t.app, 'GET', '/api/wallet/v1/coin-settings/current/');
      expect(settings.json().result).toMatchObject({ exchange_rate: -10000, currency: 'IRR' });
      const list = await send(t.app, 'GET', '/api/wallet/v1/coin-packages/');
      expect(list.statusCode).toBe(200);
      expect(list.json().result.find((p: { pid: string }) => p.pid === pkg.pid)).toEqual({
        pid: pkg.pid,
        name: 'بسته آزمایشی',
        value: 37,
        amount: 370_000,
        amount_toman: 37_000,
        is_active: true,
        sort_order: 0,
      });
    } finally {
      await setExchangeRate(t.database.db, 10_000, admin.id);
    }
    // Fractional and negative rates round half up, exactly.
    expect(presentCoinPackage(pkg, '-1234.5678').amount).toBe(45_679); // 45679.0086
    expect(presentCoinPackage({ ...pkg, value: 3 }, '-1.5000').amount).toBe(5); // 4.5
    expect(presentCoinPackage({ ...pkg, value: 1000 }, '1.0050').amount).toBe(coinPackagePrice(1000, 1.005));
  });
});

describe('wallet', () => {
  it('shows balance, details and transactions filtered by kind and date', async () => {
    const user = await makeUser(t, 'consultant');
    await fundWallet(t.database.db, user.id, 120);
    const withdraw = await send(t.app, 'POST', '/api/wallet/v1/withdraw/', user.access, {
      coins: 20,
      sheba: SHEBA,
    });
    expect(withdraw.statusCode, withdraw.body).toBe(201);
    expect(withdraw.json().result).toMatchObject({
      coins: 20,
      sheba: SHEBA,
      status: 'pending',
      reject_reason: null,
    });
    expect(withdraw.json().result.message).toContain('۲۰ سکه (≈ ۲۰٬۰۰۰ تومان)');

    expect((await send(t.app, 'GET', '/api/wallet/v1/balance/', user.access)).json()).toEqual({
      result: { balance: 100 },
    });
    expect((await send(t.app, 'GET', '/api/wallet/v1/details/', user.access)).json().result).toEqual({
      balance: 100,
      held: 20,
      total: 120,
      total_in: 120,
      total_out: 0,
    });
    const all = await send(t.app, 'GET', '/api/wallet/v1/transactions/', user.access);
    expect(all.json().result.count).toBe(2);
    expect(all.json().result.results[0]).toMatchObject({
      kind: 'withdraw',
      kind_label: 'درخواست برداشت',
      amount: -20,
      held_amount: 20,
      reference: { type: 'withdrawal', pid: withdraw.json().result.pid },
    });
    const adjustments = await send(t.app, 'GET', '/api/wallet/v1/transactions/?kind=adjustment', user.access);
    expect(adjustments.json().result.results.map((r: { amount: number }) => r.amount)).toEqual([120]);
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const future = await send(
      t.app,
      'GET',
      `/api/wallet/v1/transactions/?date_from=${tomorrow}`,
      user.access,
    );
    expect(future.json().result.count).toBe(0);
    const around = await send(
      t.app,
      'GET',
      `/api/wallet/v1/transactions/?date_from=2020-01-01&date_to=${tomorrow}&page_size=1&ordering=created_at`,
      user.access,
    );
    expect(around.json().result).toMatchObject({ count: 2, previous: null });
    expect(around.json().result.results[0].kind).toBe('adjustment');
    expect(around.json().result.next).toContain('page=2');
    expect(
      (
        await send(
          t.app,
          'GET',
          `/api/wallet/v1/transactions/?date_from=${tomorrow}&date_to=${today}`,
          user.access,
        )
      ).statusCode,
    ).toBe(400);
    expect((await send(t.app, 'GET', '/api/wallet/v1/transactions/?kind=gift', user.access)).statusCode).toBe(
      400,
    );
    expect(
      (await send(t.app, 'GET', '/api/wallet/v1/transactions/?ordering=amount', user.access)).statusCode,
    ).toBe(400);
    const mine = await send(t.app, 'GET', '/api/wallet/v1/withdrawals/', user.access);
    expect(mine.json().result.results).toHaveLength(1);
  });

  it('needs a token and the right permission', async () => {
    expect((await send(t.app, 'GET', '/api/wallet/v1/balance/')).statusCode).toBe(401);
    const secretary = await makeUser(t, 'secretary');
    expect((await send(t.app, 'GET', '/api/wallet/v1/balance/', secretary.access)).statusCode).toBe(403);
    const client = await makeUser(t, 'client');
    const refused = await send(t.app, 'POST', '/api/wallet/v1/withdraw/', client.access, {
      coins: 10,
      sheba: SHEBA,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses a Sheba with a wrong check digit, naming the field', async () => {
    const user = await makeUser(t, 'consultant');
    const response = await send(t.app, 'POST', '/api/wallet/v1/withdraw/', user.access, {
      coins: 10,
      sheba: 'IR062960000000100324200002',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error_messages.sheba[0]).toContain('شبا');
  });

  it('lets exactly 10 of 50 simultaneous withdrawals through a balance that covers 10', async () => {
    const user = await makeUser(t, 'consultant');
    await fundWallet(t.database.db, user.id, 100);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        send(t.app, 'POST', '/api/wallet/v1/withdraw/', user.access, { coins: 10, sheba: SHEBA }),
      ),
    );
    expect(statusCounts(answers)).toEqual({ 201: 10, 402: 40 });
    const refused = answers.find((a) => a.statusCode === 402);
    expect(refused?.json()).toEqual({
      code: 'payment_required',
      error_messages: { error: expect.stringMatching(/^موجودی کیف پول شما کافی نیست؛/) },
    });
    expect(await readWallet(t.database.db, user.id)).toMatchObject({ balance: 0, held: 100 });
    const report = await checkLedger(t.database.db);
    expect(report.mismatches.filter((m) => m.user_pid === user.pid)).toEqual([]);
    expect(report.total).toBe(0);
    expect(report.unbalanced_movements).toEqual([]);
  });

  it('moves money once for the same Idempotency-Key sent twice at once', async () => {
    const user = await makeUser(t, 'consultant');
    await fundWallet(t.database.db, user.id, 50);
    const [a, b] = await Promise.all([
      send(t.app, 'POST', '/api/wallet/v1/withdraw/', user.access, { coins: 30, sheba: SHEBA }, 'wd-1'),
      send(t.app, 'POST', '/api/wallet/v1/withdraw/', user.access, { coins: 30, sheba: SHEBA }, 'wd-1'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().result.pid).toBe(b.json().result.pid);
    expect(await readWallet(t.database.db, user.id)).toMatchObject({ balance: 20, held: 30 });
    const other = await send(
      t.app,
      'POST',
      '/api/wallet/v1/withdraw/',
      user.access,
      { coins: 10, sheba: SHEBA },
      'wd-1',
    );
    expect(other.statusCode).toBe(409);
    const bad = await send(
      t.app,
      'POST',
      '/api/wallet/v1/withdraw/',
      user.access,
      { coins: 10, sheba: SHEBA },
      'a key',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error_messages['Idempotency-Key']).toHaveLength(1);
  });
});
