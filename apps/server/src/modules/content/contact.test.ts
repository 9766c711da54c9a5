import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import {
  type ContentTestUser,
  call,
  createContentTestApp,
  fails,
  makeUser,
  marker,
  ok,
  type Paged,
} from './test-kit.ts';

const A = '/api/admin/v1/content';
const C = '/api/common/v1';
let t: TestApp;
let admin: ContentTestUser;
let ipSeq = 0;
/** A fresh caller address per test: the contact and newsletter limits count per address. */
const freshIp = () => `10.20.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

beforeAll(async () => {
  t = await createContentTestApp();
  admin = await makeUser(t, 'admin');
});
afterAll(() => t.close());

const message = (tag: string) => ({
  name: 'رضا  صادقي',
  mobile: '۰۹۱۲ ۳۴۵ ۶۷۸۹',
  subject: `درخواست همکاری ${tag}`,
  message: 'سلام؛ دفتر ما می‌خواهد از وکیل‌یار استفاده کند.\nلطفاً تماس بگیرید.',
});

describe('contact us', () => {
  it('stores the message and answers in Persian; the admin reads and handles it', async () => {
    const tag = marker();
    const sent = ok<{ pid: string; message: string }>(
      await call(t, 'POST', `${C}/contact-us/`, { body: message(tag), ip: freshIp() }),
      201,
    );
    expect(sent.message).toMatch(/[\u0600-\u06FF]/);

    const token = admin.access;
    const inbox = ok<Paged<Record<string, unknown>>>(
      await call(t, 'GET', `${A}/contact-messages/?search=${encodeURIComponent(`صادقي ${tag}`)}`, { token }),
    );
    expect(inbox.results[0]).toMatchObject({
      pid: sent.pid,
      name: 'رضا صادقي',
      mobile: '09123456789',
      email: null,
      is_handled: false,
      handled_by: null,
    });
    const handled = ok<{ contact_message: Record<string, unknown> }>(
      await call(t, 'POST', `${A}/contact-messages/${sent.pid}/handle/`, { token }),
    );
    expect(handled.contact_message).toMatchObject({
      is_handled: true,
      handled_by: { pid: admin.pid },
      message: message(tag).message,
    });
    const open = ok<Paged<{ pid: string }>>(
      await call(t, 'GET', `${A}/contact-messages/?is_handled=false&page_size=100`, { token }),
    );
    expect(open.results.map((m) => m.pid)).not.toContain(sent.pid);
    const reopened = ok<{ contact_message: { is_handled: boolean } }>(
      await call(t, 'POST', `${A}/contact-messages/${sent.pid}/handle/`, {
        token,
        body: { is_handled: false },
      }),
    );
    expect(reopened.contact_message.is_handled).toBe(false);
    fails(await call(t, 'POST', `${A}/contact-messages/unknown/handle/`, { token }), 404);
  });

  it('needs a way to answer and a real message', async () => {
    const ip = freshIp();
    const noReply = fails(
      await call(t, 'POST', `${C}/contact-us/`, { body: { ...message('x'), mobile: '' }, ip }),
      400,
    );
    expect(noReply.error_messages.email).toBeDefined();
    const bad = fails(
      await call(t, 'POST', `${C}/contact-us/`, {
        body: { name: '', email: 'a@b', subject: 'س', message: 'کوتاه' },
        ip,
      }),
      400,
    );
    expect(Object.keys(bad.error_messages)).toEqual(
      expect.arrayContaining(['name', 'email', 'subject', 'message']),
    );
  });

  it('takes at most 5 messages an hour from one address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      ok(await call(t, 'POST', `${C}/contact-us/`, { body: message(`limit-${i}`), ip }), 201);
    }
    const limited = await call(t, 'POST', `${C}/contact-us/`, { body: message('limit-6'), ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'throttled', retry_after: expect.any(Number) });
    expect(limited.headers['retry-after']).toBeDefined();
    ok(await call(t, 'POST', `${C}/contact-us/`, { body: message('other-ip'), ip: freshIp() }), 201);
  });
});

describe('newsletter', () => {
  const subscribe = (email: string, ip = freshIp()) =>
    call(t, 'POST', `${C}/newsletter/subscribe/`, { body: { email }, ip });
  const unsubscribe = (email: string, ip = freshIp()) =>
    call(t, 'POST', `${C}/newsletter/unsubscribe/`, { body: { email }, ip });

  it('is idempotent and answers the same for anyone', async () => {
    const email = `${marker()}@Example.com`.replace(/[^\x20-\x7e]/g, 'x');
    const first = ok<{ message: string }>(await subscribe(email));
    const second = ok<{ message: string }>(await subscribe(email.toLowerCase()));
    expect(second).toEqual(first);

    const stranger = ok(await unsubscribe(`nobody-${Date.now()}@example.com`));
    const member = ok(await unsubscribe(email));
    const again = ok(await unsubscribe(email));
    expect(stranger).toEqual(member);
    expect(again).toEqual(member);

    const token = admin.access;
    const search = encodeURIComponent(email.toLowerCase());
    const listed = ok<Paged<{ email: string; status: string }>>(
      await call(t, 'GET', `${A}/newsletter/?search=${search}`, { token }),
    );
    expect(listed.results).toEqual([
      expect.objectContaining({ email: email.toLowerCase(), status: 'unsubscribed' }),
    ]);
    ok(await subscribe(email));
    const back = ok<Paged<{ status: string; unsubscribed_at: string | null }>>(
      await call(t, 'GET', `${A}/newsletter/?search=${search}`, { token }),
    );
    expect(back.results[0]).toMatchObject({ status: 'subscribed', unsubscribed_at: null });
  });

  it('keeps one row when the same address subscribes twice at once', async () => {
    const email = `race-${Date.now()}@example.com`;
    const answers = await Promise.all([subscribe(email), subscribe(email), subscribe(email)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const listed = ok<Paged<unknown>>(
      await call(t, 'GET', `${A}/newsletter/?search=${email}`, { token: admin.access }),
    );
    expect(listed.count).toBe(1);
  });

  it('refuses a bad address', async () => {
    const body = fails(await subscribe('not-an-email'), 400);
    expect(body.error_messages.email).toBeDefined();
  });

  it('exports the subscribers as CSV for the admin', async () => {
    const email = `csv-${Date.now()}@example.com`;
    ok(await subscribe(email));
    const response = await call(t, 'GET', `${A}/newsletter/export/?status=subscribed`, {
      token: admin.access,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('attachment');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('email,status,subscribed_at,unsubscribed_at');
    expect(lines.some((line) => line.startsWith(`${email},subscribed,`))).toBe(true);
    expect(lines.every((line) => !line.includes(',unsubscribed,'))).toBe(true);
  });
});
