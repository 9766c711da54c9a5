import { coinPackagePrice, formatPersianNumber } from '@vakilyar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { readWallet } from '../wallet/ledger.ts';
import { makeUser, send, statusCounts, type TestUser } from '../wallet/money-test-helpers.ts';

let t: TestApp;
let rate: number;
beforeAll(async () => {
  t = await createTestApp();
  rate = (await send(t.app, 'GET', '/api/wallet/v1/coin-settings/current/')).json().result.exchange_rate;
});
afterAll(() => t.close());

/** Opens a deposit of `coins` and answers what the browser gets: pid, authority, payment_url, amount. */
async function deposit(user: TestUser, coins: number, key?: string) {
  const response = await send(t.app, 'POST', '/api/wallet/v1/deposit/', user.access, { coins }, key);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().result as { pid: string; authority: string; payment_url: string; amount: number };
}

/** Clicks a sandbox bank button and follows the redirect to the callback, as a browser does. */
async function clickBank(authority: string, action: 'pay' | 'cancel', card = '6037991234567890') {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/payment/v1/sandbox/${authority}/${action}/`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `card_number=${encodeURIComponent(card)}&cvv2=123&exp_month=08&exp_year=07&password=12345`,
  });
  expect(response.statusCode).toBe(303);
  return response.headers.location as string;
}

const browse = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });
const verifyJson = (query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/payment/v1/verify/?${query}`,
    headers: { accept: 'application/json' },
  });

describe('a card payment through the sandbox bank', () => {
  it('shows the bank page, pays, redirects to the result page and credits the coins once', async () => {
    const user = await makeUser(t);
    const start = await deposit(user, 12);
    expect(start.amount).toBe(coinPackagePrice(12, rate));
    expect(start.payment_url).toMatch(new RegExp(`/api/payment/v1/sandbox/${start.authority}/$`));
    expect(start.authority).toMatch(/^A\d{35}$/);

    const page = await browse(new URL(start.payment_url).pathname);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('درگاه پرداخت آزمایشی وکیل‌یار');
    expect(page.body).toContain('dir="rtl"');
    expect(page.body).toContain(`${formatPersianNumber(start.amount)} ریال`);
    expect(page.body).toContain(`${formatPersianNumber(start.amount / 10)} تومان`);
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).toContain(`action="/api/payment/v1/sandbox/${start.authority}/pay/"`);
    expect(page.body).toContain(`action="/api/payment/v1/sandbox/${start.authority}/cancel/"`);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");

    const callback = await clickBank(start.authority, 'pay');
    expect(callback).toContain(`/api/payment/v1/verify/?Authority=${start.authority}&Status=OK`);
    const result = await browse(new URL(callback).pathname + new URL(callback).search);
    expect(result.statusCode).toBe(302);
    expect(result.headers.location).toBe(`/payment/result?pid=${start.pid}&status=paid&reason=verified`);
    expect((await readWallet(t.database.db, user.id)).balance).toBe(12);

    const detail = await send(t.app, 'GET', `/api/payment/v1/${start.pid}/`, user.access);
    expect(detail.json().result).toMatchObject({
      pid: start.pid,
      status: 'paid',
      reason: 'verified',
      coins: 12,
      amount: start.amount,
      card_pan: '603799******7890',
      purpose: 'wallet_deposit',
    });
    expect(detail.json().result.ref_id).toMatch(/^\d{9}$/);
  });

  it('records a card number typed in Persian digits with spaces as the card it is', async () => {
    const user = await makeUser(t);
    const start = await deposit(user, 3);
    const callback = new URL(await clickBank(start.authority, 'pay', '۶۰۳۷ ۹۹۱۲ ۳۴۵۶ ۷۸۹۰'));
    await browse(callback.pathname + callback.search);
    const detail = await send(t.app, 'GET', `/api/payment/v1/${start.pid}/`, user.access);
    expect(detail.json().result.card_pan).toBe('603799******7890');
  });

  it('credits once when the callback is replayed 20 times at once', async () => {
    const user = await makeUser(t);
    const start = await deposit(user, 7);
    await clickBank(start.authority, 'pay');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => verifyJson(`Authority=${start.authority}&Status=OK`)),
    );
    const reasons = answers.map((a) => a.json().result.reason);
    expect(reasons.filter((r) => r === 'verified')).toHaveLength(1);
    expect(reasons.filter((r) => r === 'already_verified')).toHaveLength(19);
    expect(answers.every((a) => a.json().result.status === 'paid')).toBe(true);
    expect((await readWallet(t.database.db, user.id)).balance).toBe(7);
    const history = await send(t.app, 'GET', '/api/wallet/v1/transactions/?kind=deposit', user.access);
    expect(history.json().result.count).toBe(1);
  });

  it('credits nothing for a cancelled payment, an unknown authority or a changed amount, and says why', async () => {
    const user = await makeUser(t);
    const cancelled = await deposit(user, 3);
    const back = await clickBank(cancelled.authority, 'cancel');
    expect(back).toContain('Status=NOK');
    const answer = await browse(new URL(back).pathname + new URL(back).search);
    expect(answer.headers.location).toBe(
      `/payment/result?pid=${cancelled.pid}&status=cancelled&reason=cancelled`,
    );

    const unknown = await verifyJson('Authority=A00000000000000000000000000000000000&Status=OK');
    expect(unknown.json().result).toMatchObject({ pid: null, status: 'failed', reason: 'unknown_authority' });
    const none = await browse('/api/payment/v1/verify/');
    expect(none.headers.location).toBe('/payment/result?status=failed&reason=unknown_authority');

    const tampered = await deposit(user, 4);
    await clickBank(tampered.authority, 'pay');
    const changed = await verifyJson(`Authority=${tampered.authority}&Status=OK&Amount=1000`);
    expect(changed.json().result).toMatchObject({
      pid: tampered.pid,
      status: 'failed',
      reason: 'amount_mismatch',
    });
    expect((await readWallet(t.database.db, user.id)).balance).toBe(0);

    // The gateway has the last word: the genuine callback still verifies the payment the bank took.
    const genuine = await verifyJson(`Authority=${tampered.authority}&Status=OK`);
    expect(genuine.json().result).toMatchObject({ status: 'paid', reason: 'verified' });
    expect((await readWallet(t.database.db, user.id)).balance).toBe(4);
  });

  it('marks a payment failed when the bank says it was not paid', async () => {
    const user = await makeUser(t);
    const start = await deposit(user, 2);
    const early = await verifyJson(`Authority=${start.authority}&Status=OK`);
    expect(early.json().result).toMatchObject({ status: 'failed', reason: 'not_paid' });
    expect((await readWallet(t.database.db, user.id)).balance).toBe(0);
  });

  it('opens one payment for one Idempotency-Key sent twice at once', async () => {
    const user = await makeUser(t);
    const [a, b] = await Promise.all([deposit(user, 5, 'dep-key-1'), deposit(user, 5, 'dep-key-1')]);
    expect(a.pid).toBe(b.pid);
    const list = await send(t.app, 'GET', '/api/payment/v1/', user.access);
    expect(list.json().result.count).toBe(1);
    const reused = await send(
      t.app,
      'POST',
      '/api/wallet/v1/deposit/',
      user.access,
      { coins: 6 },
      'dep-key-1',
    );
    expect(reused.statusCode).toBe(409);
  });

  it("answers 404 for another user's payment", async () => {
    const owner = await makeUser(t);
    const stranger = await makeUser(t);
    const start = await deposit(owner, 2);
    for (const url of [`/api/payment/v1/${start.pid}/`]) {
      expect((await send(t.app, 'GET', url, stranger.access)).statusCode).toBe(404);
    }
    expect(
      (await send(t.app, 'POST', `/api/payment/v1/${start.pid}/verify/`, stranger.access)).statusCode,
    ).toBe(404);
    const list = await send(t.app, 'GET', '/api/payment/v1/', stranger.access);
    expect(list.json().result.count).toBe(0);
  });

  it('buys a coin package through create_payment, and refuses a bad order', async () => {
    const user = await makeUser(t);
    const none = await send(t.app, 'POST', '/api/payment/v1/create_payment/', user.access, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().error_messages.coin_package).toHaveLength(1);
    const unknown = await send(t.app, 'POST', '/api/payment/v1/create_payment/', user.access, {
      coin_package: 'nope',
    });
    expect(unknown.statusCode).toBe(404);
    const anonymous = await send(t.app, 'POST', '/api/payment/v1/create_payment/', undefined, { coins: 3 });
    expect(anonymous.statusCode).toBe(401);
    const started = await send(t.app, 'POST', '/api/payment/v1/create_payment/', user.access, { coins: '۳' });
    expect(started.statusCode).toBe(201);
    expect(statusCounts([started])).toEqual({ 201: 1 });
  });
});
