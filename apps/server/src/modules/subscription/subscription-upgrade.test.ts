import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { readWallet } from '../wallet/ledger.ts';
import { checkLedger } from '../wallet/ledger-audit.ts';
import { fundWallet, makeUser, send, type TestUser } from '../wallet/money-test-helpers.ts';
import { subscriptions } from './subscription.tables.ts';
import { unusedCredit } from './subscription.upgrade.ts';
import { createSubscriptionPackage } from './subscription-admin.ts';

const DAY = 86_400_000;
const BASE = '/api/subscription/v1/subscriptions';
let t: TestApp;
let basic: { pid: string };
let pro: { pid: string };
beforeAll(async () => {
  t = await createTestApp();
  const plan = (name: string, price: number, cases: number) =>
    createSubscriptionPackage(t.database.db, {
      name,
      description: '',
      price,
      duration_days: 30,
      limits: { cases, ai_chats_per_month: 10, included_sms: 0 },
      is_active: true,
      sort_order: 5,
    });
  basic = await plan('پایه ارتقاپذیر', 60, 10);
  pro = await plan('حرفه‌ای ارتقا', 120, 100);
});
afterAll(() => t.close());

/** A lawyer on the basic plan with ten days (and a minute) of it left. */
async function onBasicWithTenDaysLeft(coins: number) {
  const user = await makeUser(t, 'lawyer');
  await fundWallet(t.database.db, user.id, 60 + coins);
  const bought = await send(t.app, 'POST', `${BASE}/subscribe/`, user.access, { package: basic.pid });
  expect(bought.statusCode, bought.body).toBe(201);
  const now = Date.now();
  await t.database.db
    .update(subscriptions)
    .set({ startsAt: new Date(now - 20 * DAY), endsAt: new Date(now + 10 * DAY + 60_000) })
    .where(eq(subscriptions.pid, bought.json().result.pid));
  return { user, basicPid: bought.json().result.pid as string };
}

const upgrade = (user: TestUser, packagePid: string, key?: string) =>
  send(t.app, 'POST', `${BASE}/upgrade/`, user.access, { package: packagePid }, key);
const current = async (user: TestUser) =>
  (await send(t.app, 'GET', `${BASE}/current/`, user.access)).json().result;

describe('upgrading a plan before it ends', () => {
  it('credits the unused days pro rata, rounded down', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const endsIn = (ms: number) => new Date(now.getTime() + ms);
    expect(unusedCredit({ price: 60, durationDays: 30, endsAt: endsIn(10 * DAY) }, now)).toBe(20);
    expect(unusedCredit({ price: 60, durationDays: 30, endsAt: endsIn(10 * DAY - 1) }, now)).toBe(19);
    expect(unusedCredit({ price: 60, durationDays: 30, endsAt: endsIn(-DAY) }, now)).toBe(0);
    // A period moved beyond its length never credits more than was paid.
    expect(unusedCredit({ price: 60, durationDays: 30, endsAt: endsIn(90 * DAY) }, now)).toBe(60);
  });

  it('starts the pricier plan at once for its price less the credit, from the wallet, once per key', async () => {
    const { user, basicPid } = await onBasicWithTenDaysLeft(100);
    const quote = await send(t.app, 'GET', `${BASE}/upgrade-quote/?package=${pro.pid}`, user.access);
    expect(quote.json().result).toMatchObject({ credit: 20, cost: 100, shortfall: 0 });

    const key = crypto.randomUUID();
    const [first, again] = [await upgrade(user, pro.pid, key), await upgrade(user, pro.pid, key)];
    expect(first.statusCode, first.body).toBe(201);
    expect(again.json().result.subscription.pid).toBe(first.json().result.subscription.pid);
    expect(first.json().result).toMatchObject({
      payment: null,
      subscription: { status: 'active', price: 100, days_left: 30, package: { pid: pro.pid } },
      message: expect.stringContaining('ارتقا یافت'),
    });
    expect((await readWallet(t.database.db, user.id)).balance).toBe(0);
    expect((await current(user)).pid).toBe(first.json().result.subscription.pid);
    const old = await send(t.app, 'GET', `${BASE}/${basicPid}/`, user.access);
    expect(old.json().result).toMatchObject({ status: 'upgraded', status_label: 'ارتقا یافت', days_left: 0 });
    const movements = await send(t.app, 'GET', '/api/wallet/v1/transactions/?kind=subscription', user.access);
    expect(movements.json().result.results[0]).toMatchObject({ amount: -100 });
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });

  it('refuses without a current plan or to a plan not above it, and asks the card for a shortfall', async () => {
    const none = await makeUser(t, 'lawyer');
    expect((await upgrade(none, pro.pid)).statusCode).toBe(409);
    const { user } = await onBasicWithTenDaysLeft(0);
    const same = await upgrade(user, basic.pid);
    expect(same.statusCode).toBe(409);
    expect(same.json().error_messages.non_field_errors[0]).toMatch(/بالاتر نیست/);
    const short = await send(t.app, 'POST', `${BASE}/upgrade/`, user.access, { package: pro.pid });
    // Short by the whole cost: the card pays the shortfall instead of a 402.
    expect(short.statusCode, short.body).toBe(201);
    expect(short.json().result).toMatchObject({
      shortfall: 100,
      subscription: { status: 'pending_payment' },
    });
  });

  it('pays the shortfall by card and upgrades once, however often the bank calls back', async () => {
    const { user, basicPid } = await onBasicWithTenDaysLeft(30);
    const started = await upgrade(user, pro.pid);
    expect(started.statusCode, started.body).toBe(201);
    const { payment, subscription, shortfall } = started.json().result;
    expect(shortfall).toBe(70);
    expect((await current(user)).pid).toBe(basicPid);

    await t.app.inject({ method: 'POST', url: `/api/payment/v1/sandbox/${payment.authority}/pay/` });
    const callbacks = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({
          method: 'GET',
          url: `/api/payment/v1/verify/?Authority=${payment.authority}&Status=OK`,
          headers: { accept: 'application/json' },
        }),
      ),
    );
    const reasons = callbacks.map((c) => c.json().result.reason);
    expect(reasons.filter((r) => r === 'verified')).toHaveLength(1);
    expect(await current(user)).toMatchObject({ pid: subscription.pid, status: 'active', price: 100 });
    const old = await send(t.app, 'GET', `${BASE}/${basicPid}/`, user.access);
    expect(old.json().result.status).toBe('upgraded');
    // 30 in the wallet + 70 bought by card − 100 for the upgrade.
    expect((await readWallet(t.database.db, user.id)).balance).toBe(0);
    const charged = await send(t.app, 'GET', '/api/wallet/v1/transactions/?kind=subscription', user.access);
    expect(charged.json().result.count).toBe(2);
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });
});
