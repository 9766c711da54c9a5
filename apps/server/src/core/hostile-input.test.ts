import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, registerUser } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { jsonTooDeep } from './json-depth.ts';

let t: TestApp;
let lawyer: Awaited<ReturnType<typeof registerUser>>;
beforeAll(async () => {
  t = await createTestApp();
  lawyer = await registerUser(t.app, 'lawyer');
});
afterAll(() => t.close());

const PERSIAN = /[\u0600-\u06FF]/;

/** The envelope of decision 005 with a Persian message, whatever its shape. */
function expectEnvelope(status: number, body: string) {
  const parsed = JSON.parse(body);
  expect(typeof parsed.code, body).toBe('string');
  const message =
    parsed.detail ?? parsed.error_messages?.message ?? parsed.error_messages?.non_field_errors?.[0];
  expect(message, body).toMatch(PERSIAN);
  expect(status).toBeLessThan(500);
  return parsed;
}

describe('text the database cannot store', () => {
  it('refuses NUL, control characters and lone surrogates in a body, a path and a query with a Persian 400', async () => {
    const auth = { authorization: `Bearer ${lawyer.access}` };
    const attempts = [
      {
        method: 'POST' as const,
        url: '/api/auth/v1/check-user-exists/',
        payload: { username: '0912\u0000', country_alpha2: 'IR' },
      },
      {
        method: 'POST' as const,
        url: '/api/lawyer-office/v1/cases/',
        headers: auth,
        payload: { title: 'پرونده \ud800' },
      },
      {
        method: 'POST' as const,
        url: '/api/lawyer-office/v1/cases/',
        headers: auth,
        payload: { title: 'پرونده \u001b[31m' },
      },
      { method: 'GET' as const, url: '/api/lawyer-office/v1/cases/%00/', headers: auth },
      { method: 'GET' as const, url: '/api/lawyer-office/v1/cases/?search=%00', headers: auth },
      { method: 'GET' as const, url: '/api/lawyer-office/v1/cases/?search=%01', headers: auth },
    ];
    for (const attempt of attempts) {
      const response = await t.app.inject(attempt);
      expect(response.statusCode, `${attempt.url} ${response.body}`).toBe(400);
      expect(expectEnvelope(response.statusCode, response.body).code).toBe('validation_error');
    }
  });

  it('keeps tabs, new lines and emoji', async () => {
    const response = await post(
      t.app,
      '/api/lawyer-office/v1/cases/',
      { title: 'پرونده\tاول 👩‍⚖️' },
      lawyer.access,
    );
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('deeply nested JSON (issue 19)', () => {
  it('is refused with a Persian 400 on an anonymous route before anything walks it', async () => {
    for (const payload of [
      '['.repeat(30_000) + ']'.repeat(30_000),
      `{"username":${'{"a":'.repeat(100)}1${'}'.repeat(100)}}`,
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/v1/login/',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        payload,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(expectEnvelope(response.statusCode, response.body).code).toBe('validation_error');
    }
  });

  it('takes an empty JSON body on a DELETE as no body, and refuses one on a POST', async () => {
    const created = await post(
      t.app,
      '/api/lawyer-office/v1/cases/',
      { title: 'پرونده حذفی' },
      lawyer.access,
    );
    const pid = created.json().result.pid;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/lawyer-office/v1/cases/${pid}/`,
      headers: { authorization: `Bearer ${lawyer.access}`, 'content-type': 'application/json' },
      payload: '',
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const emptyPost = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/login/',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(emptyPost.statusCode).toBe(400);
  });

  it('counts brackets outside strings only, in one pass', () => {
    expect(jsonTooDeep('[[[]]]', 3)).toBe(false);
    expect(jsonTooDeep('[[[[]]]]', 3)).toBe(true);
    expect(jsonTooDeep(`{"a":"${'['.repeat(500)}"}`, 3)).toBe(false);
    expect(jsonTooDeep(`["\\"${'['.repeat(5)}"]`, 3)).toBe(false);
    expect(jsonTooDeep(`["\\\\",${'['.repeat(5)}`, 3)).toBe(true);
  });
});

describe('inputs parsed into their real types', () => {
  it('refuses an impossible date and an empty PATCH with a Persian 400', async () => {
    const auth = { authorization: `Bearer ${lawyer.access}` };
    const month13 = await t.app.inject({
      url: '/api/wallet/v1/transactions/?date_from=2025-13-01',
      headers: auth,
    });
    expect(month13.statusCode, month13.body).toBe(400);
    expectEnvelope(month13.statusCode, month13.body);
    const created = await post(t.app, '/api/lawyer-office/v1/cases/', { title: 'پرونده تهی' }, lawyer.access);
    const pid = created.json().result.pid;
    for (const payload of [{}, undefined]) {
      const empty = await t.app.inject({
        method: 'PATCH',
        url: `/api/lawyer-office/v1/cases/${pid}/`,
        headers: { ...auth, 'content-type': 'application/json' },
        payload: payload === undefined ? '' : JSON.stringify(payload),
      });
      expect(empty.statusCode, empty.body).toBe(400);
      expectEnvelope(empty.statusCode, empty.body);
    }
  });
});

describe('refusals made by the framework', () => {
  it('answer in the envelope with a Persian message', async () => {
    const cases = [
      { url: '/api/lawyer-office/v1/cases/%E0%A4%A/' },
      { url: `/api/lawyer-office/v1/cases/${'x'.repeat(5000)}/` },
      { url: '/api/nothing-here/' },
      { method: 'DELETE' as const, url: '/api/auth/v1/login/' },
      {
        method: 'POST' as const,
        url: '/api/auth/v1/login/',
        payload: '{"username":',
        headers: { 'content-type': 'application/json' },
      },
      {
        method: 'POST' as const,
        url: '/api/auth/v1/login/',
        payload: 'username=1',
        headers: { 'content-type': 'text/xml' },
      },
      {
        method: 'POST' as const,
        url: '/api/auth/v1/login/',
        payload: JSON.stringify({ username: 'x'.repeat(2_000_000) }),
        headers: { 'content-type': 'application/json' },
      },
    ];
    for (const request of cases) {
      const response = await t.app.inject({ method: 'GET', ...request });
      expect(response.statusCode, request.url).toBeGreaterThanOrEqual(400);
      expectEnvelope(response.statusCode, response.body);
    }
  });

  it('answers headers too large on the raw socket in the envelope', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const reply = await new Promise<string>((resolve) => {
      let received = '';
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`);
      });
      socket.on('data', (chunk) => {
        received += chunk;
      });
      socket.on('close', () => resolve(received));
      socket.on('error', () => resolve(received));
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400/);
    expectEnvelope(400, reply.slice(reply.indexOf('\r\n\r\n') + 4));
  });
});
