// Test helpers of the content module: quick users by role, calls with an address, success bodies.
import type { Role } from '@vakilyar/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { type TestApp, uniquePhone } from '../../../test/test-app.ts';

export {
  createOfficeTestApp as createContentTestApp,
  multipart,
  samples,
  upload,
} from '../office/test-helpers.ts';

export interface ContentTestUser {
  id: number;
  pid: string;
  phone: string;
  access: string;
}

/** A signed-in user made directly (no SMS round trip). */
export async function makeUser(
  t: TestApp,
  role: Role,
  firstName = 'مهدی',
  lastName = 'کریمی',
): Promise<ContentTestUser> {
  const phone = uniquePhone();
  const user = await t.services.users.insert({
    phone,
    firstName,
    lastName,
    passwordHash: null,
    roles: [role],
  });
  const { access_token } = await t.services.tokens.startSession(user, {});
  return { id: user.id, pid: user.pid, phone, access: access_token };
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** One request; `ip` sets the caller's address (the rate limits count per address). */
export const call = (
  t: TestApp,
  method: Method,
  url: string,
  options: { token?: string; body?: unknown; ip?: string } = {},
) =>
  t.app.inject({
    method,
    url,
    payload: options.body as Record<string, unknown> | undefined,
    remoteAddress: options.ip,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });

/** The `result` of a success answer; fails the test with the body otherwise. */
export function ok<T = Record<string, unknown>>(response: LightMyRequestResponse, status = 200): T {
  expect(response.statusCode, response.body).toBe(status);
  return (response.body ? response.json().result : undefined) as T;
}

/** The error body of a failed answer with its expected status. */
export function fails(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as { code: string; error_messages: Record<string, string[] | string> };
}

/** A word no other test (or test file sharing the database) uses, for finding one's own rows. */
/** A word no other row holds: letters only, so a search for a number never matches it by chance. */
export const marker = () =>
  `نشان${Array.from({ length: 6 }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('')}`;

export interface Paged<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}
