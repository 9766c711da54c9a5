import { FREE_TIER_LIMITS } from '@vakilyar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { smsBalance } from '../messaging/sms-credit.ts';
import { readWallet } from '../wallet/ledger.ts';
import { fundWallet, makeUser, send, statusCounts, type TestUser } from '../wallet/money-test-helpers.ts';
import { enforceLimit } from './subscription.limits.ts';
import { createSubscriptionPackage } from './subscription-admin.ts';

let t: TestApp;
let pro: { pid: string; price: number };
beforeAll(async () => {
  t = await createTestApp();
  pro = await createSubscriptionPackage(t.database.db, {
    name: 'حرفه‌ای آزمایشی',
    description: 'برای دفترهای پرکار',
    price: 120,
    duration_days: 30,
    limits: { cases: 50, ai_chats_per_month: 40, included_sms: 25 },
    is_active: true,
    sort_order: 1,
  });
});
afterAll(() => t.close());

const subscribe = (user: TestUser, key?: string) =>
  send(
    t.app,
    'POST',
    '/api/subscription/v1/subscriptions/subscribe/',
    user.access,
    { package: pro.pid },
    key,
  );

describe('subscription packages', () => {
  it('lists packages on sale and shows one', async () => {
    const list = await send(t.app, 'GET', '/api/subscription/v1/packages/');
    expect(list.json().result.map((p: { pid: string }) => p.pid)).toContain(pro.pid);
    const one = await send(t.app, 'GET', `/api/subscription/v1/packages/${pro.pid}/`);
    expect(one.json().result).toEqual({
      pid: pro.pid,
      name: 'حرفه‌ای آزمایشی',
      description: 'برای دفترهای پرکار',
      price: 120,
      duration_days: 30,
      limits: { cases: 50, ai_chats_per_month: 40, included_sms: 25 },
      is_active: true,
      sort_order: 1,
    });
    expect((await send(t.app, 'GET', '/api/subscription/v1/packages/nope/')).statusCode).toBe(404);
  });
});

describe('subscribing from the wallet', () => {
  it('answers 402 with the Persian shortfall when the wallet is short', async () => {
    const user = await makeUser(t, 'lawyer');
    await fundWallet(t.database.db, user.id, 100);
    const response = await subscribe(user);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      code: 'payment_required',
      error_messages: {
        error: expect.stringContaining(
          'موجودی کیف پول شما کافی نیست؛ برای خرید این بسته ۲۰ سکه (≈ ۲۰٬۰۰۰ تومان) دیگر لازم است',
        ),
      },
    });
    expect((await readWallet(t.database.db, user.id)).balance).toBe(100);
  });

  it('subscribes, grants the included SMS, answers current, and refuses a second one while it runs', async () => {
    const user = await makeUser(t, 'lawyer');
    const none = await send(t.app, 'GET', '/api/subscription/v1/subscriptions/current/', user.access);
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('not_found');

    await fundWallet(t.database.db, user.id, 150);
    const response = await subscribe(user);
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json().result;
    expect(created).toMatchObject({
      package: { pid: pro.pid, name: 'حرفه‌ای آزمایشی' },
      status: 'active',
      price: 120,
      auto_renew: true,
      days_left: 30,
      payment_pid: null,
      limits: { cases: 50, ai_chats_per_month: 40, included_sms: 25 },
    });
    expect(created.message).toContain('فعال شد');
    expect((await readWallet(t.database.db, user.id)).balance).toBe(30);
    expect((await smsBalance(t.database.db, user.id)).balance).toBe(25);

    const current = await send(t.app, 'GET', '/api/subscription/v1/subscriptions/current/', user.access);
    expect(current.json().result.pid).toBe(created.pid);
    await fundWallet(t.database.db, user.id, 200);
    const again = await subscribe(user);
    expect(again.statusCode).toBe(409);

    const cancelled = await send(
      t.app,
      'POST',
      `/api/subscription/v1/subscriptions/${created.pid}/cancel/`,
      user.access,
    );
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().result).toMatchObject({ status: 'cancelled', auto_renew: false, days_left: 30 });
    const still = await send(t.app, 'GET', '/api/subscription/v1/subscriptions/current/', user.access);
    expect(still.json().result).toMatchObject({ pid: created.pid, status: 'cancelled' });
    const twice = await send(
      t.app,
      'POST',
      `/api/subscription/v1/subscriptions/${created.pid}/cancel/`,
      user.access,
    );
    expect(twice.statusCode).toBe(200);

    const history = await send(t.app, 'GET', '/api/subscription/v1/subscriptions/', user.access);
    expect(history.json().result.count).toBe(1);
    const paid = await send(
      t.app,
      'GET',
      `/api/subscription/v1/subscriptions/${created.pid}/verify_payment/`,
      user.access,
    );
    expect(paid.json().result).toMatchObject({ payment: null, subscription: { pid: created.pid } });
  });

  it('lets one of ten simultaneous subscriptions through, and one key subscribes once', async () => {
    const user = await makeUser(t, 'lawyer');
    await fundWallet(t.database.db, user.id, 1000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => subscribe(user)));
    expect(statusCounts(answers)).toEqual({ 201: 1, 409: 9 });
    expect((await readWallet(t.database.db, user.id)).balance).toBe(880);

    const other = await makeUser(t, 'lawyer');
    await fundWallet(t.database.db, other.id, 1000);
    const [a, b] = await Promise.all([subscribe(other, 'sub-key'), subscribe(other, 'sub-key')]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().result.pid).toBe(b.json().result.pid);
    expect((await readWallet(t.database.db, other.id)).balance).toBe(880);
  });

  it("refuses a client and a consultant: plans are an office's", async () => {
    for (const role of ['client', 'consultant'] as const) {
      const user = await makeUser(t, role);
      await fundWallet(t.database.db, user.id, 1000);
      const response = await subscribe(user);
      expect(response.statusCode, role).toBe(403);
      expect(response.json().code).toBe('permission_denied');
      expect((await readWallet(t.database.db, user.id)).balance).toBe(1000);
    }
  });

  it("answers 404 for another user's subscription", async () => {
    const owner = await makeUser(t, 'lawyer');
    const stranger = await makeUser(t, 'lawyer');
    await fundWallet(t.database.db, owner.id, 120);
    const { pid } = (await subscribe(owner)).json().result;
    for (const [method, url] of [
      ['GET', `/api/subscription/v1/subscriptions/${pid}/`],
      ['POST', `/api/subscription/v1/subscriptions/${pid}/cancel/`],
      ['GET', `/api/subscription/v1/subscriptions/${pid}/verify_payment/`],
    ] as const) {
      expect((await send(t.app, method, url, stranger.access)).statusCode).toBe(404);
    }
    expect(
      (await send(t.app, 'GET', `/api/subscription/v1/subscriptions/${pid}/`, owner.access)).statusCode,
    ).toBe(200);
  });
});

describe('top up and subscribe', () => {
  it('pays the shortfall by card and starts the subscription once the payment is verified', async () => {
    const user = await makeUser(t, 'lawyer');
    await fundWallet(t.database.db, user.id, 45);
    const response = await send(
      t.app,
      'POST',
      '/api/subscription/v1/subscriptions/top_up_and_subscribe/',
      user.access,
      {
        package: pro.pid,
      },
    );
    expect(response.statusCode, response.body).toBe(201);
    const { subscription, payment, shortfall } = response.json().result;
    expect(shortfall).toBe(75);
    expect(subscription).toMatchObject({ status: 'pending_payment', payment_pid: payment.pid });
    expect(payment.payment_url).toContain(`/api/payment/v1/sandbox/${payment.authority}/`);

    const early = await send(
      t.app,
      'GET',
      `/api/subscription/v1/subscriptions/${subscription.pid}/verify_payment/`,
      user.access,
    );
    expect(early.json().result).toMatchObject({
      subscription: { status: 'pending_payment' },
      payment: { status: 'pending', reason: 'awaiting_payment' },
    });

    await t.app.inject({ method: 'POST', url: `/api/payment/v1/sandbox/${payment.authority}/pay/` });
    const checked = await send(
      t.app,
      'GET',
      `/api/subscription/v1/subscriptions/${subscription.pid}/verify_payment/`,
      user.access,
    );
    expect(checked.json().result).toMatchObject({
      subscription: { pid: subscription.pid, status: 'active', days_left: 30 },
      payment: { pid: payment.pid, status: 'paid', reason: 'verified' },
    });
    // The callback arriving after the check credits nothing more.
    const late = await t.app.inject({
      method: 'GET',
      url: `/api/payment/v1/verify/?Authority=${payment.authority}&Status=OK`,
      headers: { accept: 'application/json' },
    });
    expect(late.json().result.reason).toBe('already_verified');
    expect((await readWallet(t.database.db, user.id)).balance).toBe(0);
    const current = await send(t.app, 'GET', '/api/subscription/v1/subscriptions/current/', user.access);
    expect(current.json().result.pid).toBe(subscription.pid);
  });

  it('subscribes at once when the wallet covers the price, and fails the subscription of a cancelled payment', async () => {
    const rich = await makeUser(t, 'lawyer');
    await fundWallet(t.database.db, rich.id, 500);
    const direct = await send(
      t.app,
      'POST',
      '/api/subscription/v1/subscriptions/top_up_and_subscribe/',
      rich.access,
      {
        package: pro.pid,
      },
    );
    expect(direct.json().result).toMatchObject({
      payment: null,
      shortfall: 0,
      subscription: { status: 'active' },
    });

    const poor = await makeUser(t, 'lawyer');
    const started = await send(
      t.app,
      'POST',
      '/api/subscription/v1/subscriptions/top_up_and_subscribe/',
      poor.access,
      {
        package: pro.pid,
      },
    );
    const { subscription, payment } = started.json().result;
    expect(payment.amount).toBe(1_200_000);
    await t.app.inject({ method: 'POST', url: `/api/payment/v1/sandbox/${payment.authority}/cancel/` });
    await t.app.inject({
      method: 'GET',
      url: `/api/payment/v1/verify/?Authority=${payment.authority}&Status=NOK`,
    });
    const failed = await send(
      t.app,
      'GET',
      `/api/subscription/v1/subscriptions/${subscription.pid}/`,
      poor.access,
    );
    expect(failed.json().result).toMatchObject({
      status: 'failed',
      failure_reason: 'پرداخت این اشتراک انجام نشد.',
    });
    expect(
      (await send(t.app, 'GET', '/api/subscription/v1/subscriptions/current/', poor.access)).statusCode,
    ).toBe(404);
  });
});

describe('limits', () => {
  it('holds a user without a subscription to the free tier, and a subscriber to the package', async () => {
    const free = await makeUser(t, 'lawyer');
    await expect(
      enforceLimit(t.database.db, free.id, 'cases', FREE_TIER_LIMITS.cases - 1),
    ).resolves.toBeUndefined();
    await expect(enforceLimit(t.database.db, free.id, 'cases', FREE_TIER_LIMITS.cases)).rejects.toMatchObject(
      {
        code: 'payment_required',
        message: expect.stringContaining('طرح رایگان'),
      },
    );
    const allowance = await send(t.app, 'GET', '/api/chat/v1/subscriptions/active/', free.access);
    expect(allowance.json().result).toEqual({
      has_subscription: false,
      package: null,
      ends_at: null,
      ai_chats_per_month: FREE_TIER_LIMITS.ai_chats_per_month,
      ai_chats_left: FREE_TIER_LIMITS.ai_chats_per_month,
      ai_chat_time_limit_seconds: 360,
      cases: FREE_TIER_LIMITS.cases,
      included_sms: 0,
    });

    expect((await send(t.app, 'POST', '/api/chat/v1/ai/create-chat/', free.access, {})).statusCode).toBe(201);
    const afterOne = await send(t.app, 'GET', '/api/chat/v1/subscriptions/active/', free.access);
    expect(afterOne.json().result.ai_chats_left).toBe(FREE_TIER_LIMITS.ai_chats_per_month - 1);

    await fundWallet(t.database.db, free.id, 120);
    await subscribe(free);
    await expect(enforceLimit(t.database.db, free.id, 'cases', 49)).resolves.toBeUndefined();
    await expect(enforceLimit(t.database.db, free.id, 'ai_chats_per_month', 40)).rejects.toMatchObject({
      status: 402,
      message: expect.stringContaining('۴۰ گفت‌وگوی هوش مصنوعی'),
    });
    const subscribed = await send(t.app, 'GET', '/api/chat/v1/subscriptions/active/', free.access);
    expect(subscribed.json().result).toMatchObject({
      has_subscription: true,
      package: { pid: pro.pid },
      ai_chats_per_month: 40,
      ai_chats_left: 39,
      cases: 50,
    });
  });
});
