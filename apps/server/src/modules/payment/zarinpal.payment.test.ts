import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { readWallet } from '../wallet/ledger.ts';
import { buildMoneyServices } from '../wallet/money.services.ts';
import { makeUser, send, type TestUser } from '../wallet/money-test-helpers.ts';
import { startZarinpalFake, type ZarinpalFake } from './zarinpal.fake.ts';
import { createZarinpalGateway } from './zarinpal.gateway.ts';

const MERCHANT = 'aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee';
let fake: ZarinpalFake;
let t: TestApp;
beforeAll(async () => {
  fake = await startZarinpalFake(MERCHANT);
  t = await createTestApp({
    PAYMENT_GATEWAY: 'zarinpal',
    ZARINPAL_MERCHANT_ID: MERCHANT,
    ZARINPAL_BASE_URL: fake.baseUrl,
    PUBLIC_URL: 'https://vakilyar.example',
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.mode = 'normal';
});

async function deposit(user: TestUser, coins: number) {
  const response = await send(t.app, 'POST', '/api/wallet/v1/deposit/', user.access, { coins });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().result as { pid: string; authority: string; payment_url: string; amount: number };
}
const callback = (authority: string, status = 'OK') =>
  t.app.inject({
    method: 'GET',
    url: `/api/payment/v1/verify/?Authority=${authority}&Status=${status}`,
    headers: { accept: 'text/html' },
  });

/** The same money services over a ZarinPal client that gives up after 100 ms. */
const impatient = () =>
  buildMoneyServices(
    {
      config: loadConfig({ NODE_ENV: 'test', PAYMENT_GATEWAY: 'zarinpal', ZARINPAL_MERCHANT_ID: MERCHANT }),
      db: t.database.db,
      sms: t.services.sms,
      users: t.services.users,
      tokens: t.services.tokens,
    },
    createZarinpalGateway({ merchantId: MERCHANT, baseUrl: fake.baseUrl, timeoutMs: 100 }),
  );

describe('payments through ZarinPal (a local fake of its v4 API)', () => {
  it('sends the browser to StartPay, verifies the callback and credits once (100, then 101 is never a second credit)', async () => {
    const user = await makeUser(t);
    const start = await deposit(user, 9);
    expect(start.payment_url).toBe(`${fake.baseUrl}/pg/StartPay/${start.authority}`);
    const requested = fake.received.find(
      (r) => r.path === '/pg/v4/payment/request.json' && r.body.amount === start.amount,
    );
    expect(requested?.body.callback_url).toBe('https://vakilyar.example/api/payment/v1/verify/');
    expect((await send(t.app, 'GET', '/api/wallet/v1/coin-settings/current/')).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/payment/v1/sandbox/${start.authority}/` })).statusCode,
    ).toBe(404);

    fake.pay(start.authority);
    const first = await callback(start.authority);
    expect(first.headers.location).toBe(`/payment/result?pid=${start.pid}&status=paid&reason=verified`);
    const again = await callback(start.authority);
    expect(again.headers.location).toBe(
      `/payment/result?pid=${start.pid}&status=paid&reason=already_verified`,
    );
    expect((await readWallet(t.database.db, user.id)).balance).toBe(9);
  });

  it('credits a payment the gateway already verified (101) when our side had not recorded it', async () => {
    const user = await makeUser(t);
    const start = await deposit(user, 5);
    fake.pay(start.authority);
    const session = fake.authorities.get(start.authority);
    if (session) session.verified = true;
    const answer = await callback(start.authority);
    expect(answer.headers.location).toBe(`/payment/result?pid=${start.pid}&status=paid&reason=verified`);
    expect((await readWallet(t.database.db, user.id)).balance).toBe(5);
  });

  it('refuses a session the customer paid with another amount (-50)', async () => {
    const user = await makeUser(t);
    const start = await deposit(user, 6);
    fake.pay(start.authority, 10_000);
    const answer = await callback(start.authority);
    expect(answer.headers.location).toBe(
      `/payment/result?pid=${start.pid}&status=failed&reason=amount_mismatch`,
    );
    expect((await readWallet(t.database.db, user.id)).balance).toBe(0);
  });

  it('keeps a payment pending on a gateway error, and verifies it once the gateway answers', async () => {
    const user = await makeUser(t);
    const start = await deposit(user, 4);
    fake.pay(start.authority);
    for (const mode of ['error', 'http500', 'garbage'] as const) {
      fake.mode = mode;
      const answer = await callback(start.authority);
      expect(answer.headers.location).toBe(
        `/payment/result?pid=${start.pid}&status=pending&reason=gateway_error`,
      );
    }
    expect((await readWallet(t.database.db, user.id)).balance).toBe(0);
    const detail = await send(t.app, 'GET', `/api/payment/v1/${start.pid}/`, user.access);
    expect(detail.json().result).toMatchObject({ status: 'pending', reason: 'gateway_error' });

    fake.mode = 'normal';
    const retried = await send(t.app, 'POST', `/api/payment/v1/${start.pid}/verify/`, user.access);
    expect(retried.json().result).toMatchObject({ status: 'paid', reason: 'verified' });
    expect((await readWallet(t.database.db, user.id)).balance).toBe(4);
  });

  it('keeps a payment pending when verify times out, and a retry credits it once', async () => {
    const user = await makeUser(t);
    const start = await deposit(user, 8);
    fake.pay(start.authority);
    fake.mode = 'slow';
    fake.delayMs = 400;
    const money = impatient();
    const timedOut = await money.payments.verifyCallback({ authority: start.authority, status: 'OK' });
    expect(timedOut).toMatchObject({ status: 'pending', reason: 'gateway_timeout' });
    expect((await readWallet(t.database.db, user.id)).balance).toBe(0);
    // The slow answer still verified the session at the gateway: the retry sees 101 and credits once.
    await new Promise((r) => setTimeout(r, 500));
    fake.mode = 'normal';
    const retries = await Promise.all(
      Array.from({ length: 5 }, () =>
        money.payments.verifyCallback({ authority: start.authority, status: 'OK' }),
      ),
    );
    expect(retries.filter((r) => r.reason === 'verified')).toHaveLength(1);
    expect(retries.every((r) => r.status === 'paid')).toBe(true);
    expect((await readWallet(t.database.db, user.id)).balance).toBe(8);
  });

  it('answers 503 when ZarinPal refuses to open a payment, and stores nothing', async () => {
    const user = await makeUser(t);
    fake.mode = 'error';
    const response = await send(t.app, 'POST', '/api/wallet/v1/deposit/', user.access, { coins: 3 });
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('service_unavailable');
    const list = await send(t.app, 'GET', '/api/payment/v1/', user.access);
    expect(list.json().result.count).toBe(0);
  });
});
