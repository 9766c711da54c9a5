import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lastCode, post } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp, uniquePhone } from '../../../test/test-app.ts';
import { createKavenegarProvider } from './kavenegar.provider.ts';
import { SmsDeliveryError } from './sms.provider.ts';

interface Received {
  path: string;
  form: URLSearchParams;
}

/** A local stand-in for Kavenegar's HTTPS API, answering as the real one does. */
let fake: Server;
let baseUrl: string;
let received: Received[] = [];
let answerStatus = 200;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
  });
}

beforeAll(async () => {
  fake = createServer(async (request, response) => {
    received.push({ path: request.url ?? '', form: new URLSearchParams(await readBody(request)) });
    response.writeHead(answerStatus === 200 ? 200 : 400, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        return: { status: answerStatus, message: answerStatus === 200 ? 'تایید شد' : 'خطا' },
        entries: answerStatus === 200 ? [{ messageid: 8792343, status: 1 }] : null,
      }),
    );
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => fake.close(resolve)));
beforeEach(() => {
  received = [];
  answerStatus = 200;
});

describe('Kavenegar provider', () => {
  const provider = () =>
    createKavenegarProvider({ apiKey: 'KEY-123', baseUrl, otpTemplate: 'vakilyar-otp', sender: '1000' });

  it('sends codes through verify/lookup.json with the template', async () => {
    const answer = await provider().sendCode('09121234567', '482913', 'ignored');
    expect(answer.messageId).toBe('8792343');
    expect(received[0]?.path).toBe('/v1/KEY-123/verify/lookup.json');
    expect(Object.fromEntries(received[0]?.form ?? [])).toEqual({
      receptor: '09121234567',
      token: '482913',
      template: 'vakilyar-otp',
    });
  });

  it('sends text through sms/send.json', async () => {
    await provider().sendText('09121234567', 'جلسه رسیدگی فردا ساعت ۹');
    expect(received[0]?.path).toBe('/v1/KEY-123/sms/send.json');
    expect(received[0]?.form.get('message')).toBe('جلسه رسیدگی فردا ساعت ۹');
    expect(received[0]?.form.get('sender')).toBe('1000');
    expect(received[0]?.form.has('localid')).toBe(false);
    // The outbox's id, so that Kavenegar sends a message the outbox hands over twice only once.
    await provider().sendText('09121234567', 'x', { localId: '4711' });
    expect(received[1]?.form.get('localid')).toBe('4711');
  });

  it('turns an error answer and an unreachable API into SmsDeliveryError', async () => {
    answerStatus = 418;
    await expect(provider().sendText('09121234567', 'x')).rejects.toBeInstanceOf(SmsDeliveryError);
    const down = createKavenegarProvider({ apiKey: 'k', baseUrl: 'http://127.0.0.1:9', otpTemplate: 't' });
    await expect(down.sendText('09121234567', 'x')).rejects.toBeInstanceOf(SmsDeliveryError);
  });
});

describe('the app on Kavenegar', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      createKavenegarProvider({ apiKey: 'KEY-123', baseUrl, otpTemplate: 'vakilyar-otp' }),
    );
  });
  afterAll(() => t.close());

  it('texts the code, and keeps no copy of it in the database', async () => {
    const phone = uniquePhone();
    expect((await post(t.app, '/api/auth/v1/send-register-code/', { username: phone })).statusCode).toBe(202);
    const code = received[0]?.form.get('token') ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const { rows } = await t.database.pool.query('select text from sms_messages where recipient = $1', [
      phone,
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0].text).not.toContain(code);
    await expect(lastCode(t.app, phone)).rejects.toThrow();
  });

  it('answers 503 when Kavenegar fails, and lets the person ask again at once', async () => {
    const phone = uniquePhone();
    answerStatus = 418;
    const failed = await post(t.app, '/api/auth/v1/send-register-code/', { username: phone });
    expect(failed.statusCode).toBe(503);
    expect(failed.json().error_messages.non_field_errors[0]).toMatch(/پیامک/);
    answerStatus = 200;
    expect((await post(t.app, '/api/auth/v1/send-register-code/', { username: phone })).statusCode).toBe(202);
  });
});
