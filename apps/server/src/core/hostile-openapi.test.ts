import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeUser } from '../modules/admin/test-helpers.ts';

/**
 * Issue 13's generated test: every operation of the OpenAPI document gets each class of hostile input,
 * signed in as a user who may call it, and must answer without a 5xx, in the error envelope of decision
 * 005 with a Persian message.
 */
interface Operation {
  method: string;
  path: string;
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

const PERSIAN = /[\u0600-\u06FF]/;
const MB_STRING = 'ب'.repeat(300_000); // 900 KB of UTF-8: under the body limit, so validation sees it
const TEXT_CLASSES: Record<string, unknown> = {
  nul: 'پرونده\u0000',
  surrogate: 'پرونده \ud800',
  control: 'پرونده\u0007\u001b[2J',
  megabyte: MB_STRING,
  wrongType: { nested: [true, 1.5] },
  impossibleDate: '2025-02-30',
  impossibleJalali: '1403/13/31',
  badPersianDigits: '۱۴۰۳/۱۲/۳۵a٤',
  hugeNumber: 1e308,
};
/** Issue 19: nested far past any form; refused before anything walks it. */
const DEEP_JSON = `{"a":${'['.repeat(40_000)}${']'.repeat(40_000)}}`;
const JUNK_IDS = ['%00', 'not-an-id', '99999999999999999999', '-1', `${'z'.repeat(120)}`];

let t: TestApp;
let operations: Operation[];
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  const doc = t.app.swagger() as {
    paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'patch', 'put', 'delete'].includes(method))
      .map(([method, operation]) => ({ ...operation, method: method.toUpperCase(), path })),
  );
  tokens.lawyer = (await registerUser(t.app, 'lawyer')).access;
  tokens.admin = (await makeUser(t, ['admin'])).access;
  tokens.consultant = (await makeUser(t, ['consultant'])).access;
  tokens.client = (await makeUser(t, ['client'])).access;
}, 60_000);
afterAll(() => t.close());

/** Operations that end the caller's own session or account get a throw-away user. */
const endsSession = (path: string) =>
  /logout|delete-account|deactivate|change-password|delete_account/.test(path);

async function tokenFor(path: string): Promise<string> {
  const role = path.startsWith('/api/admin')
    ? 'admin'
    : /consultant|consultation/.test(path)
      ? 'consultant'
      : path.startsWith('/api/lawyer') || path.startsWith('/api/court') || path.startsWith('/api/calendar')
        ? 'lawyer'
        : 'client';
  if (!endsSession(path)) return tokens[role] as string;
  return (await makeUser(t, [role === 'admin' ? 'admin' : 'client'])).access;
}

/** Percent-encoding that also sends a lone surrogate, as the bytes a careless client would send for it. */
const encode = (value: string) =>
  value
    .split(/([\ud800-\udfff])/)
    .map((part) => (/^[\ud800-\udfff]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');

const fillPath = (path: string, id: string) => path.replace(/\{[^}]+\}/g, id);

function bodyWith(operation: Operation, value: unknown): Record<string, unknown> {
  const properties = operation.requestBody?.content?.['application/json']?.schema?.properties ?? {};
  const names = Object.keys(properties);
  if (!names.length) return { title: value };
  // A megabyte goes in one field only; everything else in every field.
  if (value === MB_STRING) return { [names[0] as string]: value };
  return Object.fromEntries(names.map((name) => [name, value]));
}

function queryWith(operation: Operation, value: unknown): string {
  const names = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  if (!names.length || typeof value !== 'string' || value === MB_STRING) return '';
  return `?${names.map((name) => `${name}=${encode(value)}`).join('&')}`;
}

function check(label: string, response: LightMyRequestResponse, failures: string[]) {
  const status = response.statusCode;
  if (status < 400 && status >= 200) return;
  let body: {
    code?: unknown;
    detail?: string;
    error_messages?: { message?: string; non_field_errors?: string[]; error?: string };
  };
  try {
    body = response.json();
  } catch {
    failures.push(`${label}: ${status} not JSON: ${response.body.slice(0, 120)}`);
    return;
  }
  const message =
    body.detail ??
    body.error_messages?.message ??
    body.error_messages?.non_field_errors?.[0] ??
    body.error_messages?.error;
  if (status >= 500) failures.push(`${label}: ${status} ${response.body.slice(0, 200)}`);
  else if (typeof body.code !== 'string' || !PERSIAN.test(String(message))) {
    failures.push(`${label}: ${status} outside the envelope: ${response.body.slice(0, 200)}`);
  }
}

describe('every operation of the OpenAPI document under hostile input', () => {
  it('answers without a 5xx, in the envelope, in Persian', async () => {
    expect(operations.length).toBeGreaterThan(200);
    const failures: string[] = [];
    for (const operation of operations) {
      // Development helpers, and the sandbox bank's pages, which answer a browser in HTML as a bank would.
      if (operation.path.startsWith('/api/dev/') || operation.path.startsWith('/api/payment/v1/sandbox/'))
        continue;
      const token = await tokenFor(operation.path);
      const headers = { authorization: `Bearer ${token}` };
      const hasBody = ['POST', 'PATCH', 'PUT'].includes(operation.method);
      const send = (url: string, payload?: unknown, contentType = 'application/json') =>
        t.app.inject({
          method: operation.method as 'GET',
          url,
          headers: payload === undefined ? headers : { ...headers, 'content-type': contentType },
          payload: payload === undefined ? undefined : JSON.stringify(payload),
        });
      const label = (what: string) => `${operation.method} ${operation.path} [${what}]`;

      for (const junk of JUNK_IDS) {
        if (!operation.path.includes('{')) break;
        check(
          label(`id ${junk.slice(0, 12)}`),
          await send(fillPath(operation.path, junk), hasBody ? {} : undefined),
          failures,
        );
      }
      const path = fillPath(operation.path, 'not-an-id');
      for (const [name, value] of Object.entries(TEXT_CLASSES)) {
        if (typeof value === 'string' && value !== MB_STRING && operation.path.includes('{')) {
          check(label(`${name} in path`), await send(fillPath(operation.path, encode(value))), failures);
        }
        const query = queryWith(operation, value);
        if (query) check(label(`${name} in query`), await send(`${path}${query}`), failures);
        if (hasBody) check(label(`${name} in body`), await send(path, bodyWith(operation, value)), failures);
      }
      if (hasBody) {
        const raw = (payload: string, token = headers.authorization) =>
          t.app.inject({
            method: operation.method as 'POST',
            url: path,
            headers: { authorization: token, 'content-type': 'application/json' },
            payload,
          });
        check(label('deep JSON'), await raw(DEEP_JSON), failures);
        // Issue 19: a non-admin learns nothing of an admin form: refused before its body is read.
        if (operation.path.startsWith('/api/admin/')) {
          const refused = await raw('{"not":"valid"}', `Bearer ${tokens.client}`);
          if (![401, 403, 404].includes(refused.statusCode))
            failures.push(`${label('non-admin')}: ${refused.statusCode} ${refused.body.slice(0, 120)}`);
        }
        check(label('empty object'), await send(path, {}), failures);
        check(label('no body'), await send(path), failures);
        check(
          label('empty JSON body'),
          await t.app.inject({
            method: operation.method as 'POST',
            url: path,
            headers: { ...headers, 'content-type': 'application/json' },
            payload: '',
          }),
          failures,
        );
      }
    }
    expect(failures).toEqual([]);
  }, 170_000);
});
