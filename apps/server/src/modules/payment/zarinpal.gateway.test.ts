import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GatewayUnavailableError } from './gateway.ts';
import { startZarinpalFake, type ZarinpalFake } from './zarinpal.fake.ts';
import { createZarinpalGateway } from './zarinpal.gateway.ts';

const MERCHANT = '1344b5d4-0048-11e8-94db-005056a205be';
let fake: ZarinpalFake;
beforeAll(async () => {
  fake = await startZarinpalFake(MERCHANT);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.mode = 'normal';
  fake.received = [];
});

const gateway = (timeoutMs = 2_000) =>
  createZarinpalGateway({ merchantId: MERCHANT, baseUrl: fake.baseUrl, timeoutMs });
const request = () =>
  gateway().request({
    amount: 150_000,
    callbackUrl: 'https://vakilyar.example/api/payment/v1/verify/',
    description: 'خرید ۱۵ سکه',
    mobile: '09121234567',
    orderId: 'pid123',
    origin: 'https://vakilyar.example',
  });

describe('ZarinPal v4 gateway', () => {
  it('requests a payment with our merchant, amount in Rials and callback, and links to StartPay', async () => {
    const start = await request();
    expect(start.authority).toMatch(/^A\d{35}$/);
    expect(start.paymentUrl).toBe(`${fake.baseUrl}/pg/StartPay/${start.authority}`);
    expect(fake.received[0]).toEqual({
      path: '/pg/v4/payment/request.json',
      body: {
        merchant_id: MERCHANT,
        amount: 150_000,
        currency: 'IRR',
        callback_url: 'https://vakilyar.example/api/payment/v1/verify/',
        description: 'خرید ۱۵ سکه',
        metadata: { mobile: '09121234567', order_id: 'pid123' },
      },
    });
  });

  it('verifies with the amount from our database: 100 the first time, 101 after', async () => {
    const { authority } = await request();
    fake.pay(authority);
    expect(await gateway().verify({ authority, amount: 150_000 })).toEqual({
      outcome: 'paid',
      code: 100,
      refId: '201',
      cardPan: '502229******5995',
    });
    expect(fake.received.at(-1)).toEqual({
      path: '/pg/v4/payment/verify.json',
      body: { merchant_id: MERCHANT, amount: 150_000, authority },
    });
    expect(await gateway().verify({ authority, amount: 150_000 })).toMatchObject({
      outcome: 'paid',
      code: 101,
    });
  });

  it('reads the error codes: -51 not paid, -50 another amount, -54 unknown authority, -9 an error', async () => {
    const { authority } = await request();
    expect(await gateway().verify({ authority, amount: 150_000 })).toMatchObject({
      outcome: 'not_paid',
      code: -51,
    });
    fake.pay(authority);
    expect(await gateway().verify({ authority, amount: 1_000 })).toMatchObject({
      outcome: 'amount_mismatch',
      code: -50,
    });
    expect(await gateway().verify({ authority: 'A000', amount: 1_000 })).toMatchObject({
      outcome: 'rejected',
      code: -54,
    });
    fake.mode = 'error';
    expect(await gateway().verify({ authority, amount: 150_000 })).toMatchObject({
      outcome: 'error',
      code: -9,
    });
    fake.mode = 'garbage';
    expect(await gateway().verify({ authority, amount: 150_000 })).toMatchObject({
      outcome: 'error',
      code: null,
    });
  });

  it('reports a timeout, and a refused or unreachable request as unavailable', async () => {
    const { authority } = await request();
    fake.pay(authority);
    fake.mode = 'slow';
    fake.delayMs = 500;
    expect(await gateway(100).verify({ authority, amount: 150_000 })).toMatchObject({ outcome: 'timeout' });
    fake.mode = 'error';
    await expect(request()).rejects.toBeInstanceOf(GatewayUnavailableError);
    const nowhere = createZarinpalGateway({ merchantId: MERCHANT, baseUrl: 'http://127.0.0.1:1' });
    await expect(
      nowhere.request({ amount: 10_000, callbackUrl: 'x', description: 'x', orderId: 'x', origin: 'x' }),
    ).rejects.toBeInstanceOf(GatewayUnavailableError);
  });
});
