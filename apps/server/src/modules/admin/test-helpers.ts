// Test helpers of the admin module: quick signed-in users, requests, and an app on a database of its own.
import type { Role } from '@vakilyar/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { type TestApp, uniquePhone } from '../../../test/test-app.ts';

export interface TestUser {
  id: number;
  pid: string;
  phone: string;
  access: string;
  refresh: string;
}

/** A signed-in user made directly (no SMS round trip), with the given roles and names. */
export async function makeUser(
  t: TestApp,
  roles: Role[],
  names: { firstName?: string; lastName?: string; phone?: string } = {},
): Promise<TestUser> {
  const phone = names.phone ?? uniquePhone();
  const user = await t.services.users.insert({
    phone,
    firstName: names.firstName ?? 'رضا',
    lastName: names.lastName ?? 'توکلی',
    passwordHash: null,
    roles,
  });
  const { access_token, refresh_token } = await t.services.tokens.startSession(user, {});
  return { id: user.id, pid: user.pid, phone, access: access_token, refresh: refresh_token };
}

export type Method = 'GET' | 'POST' | 'PATCH';

export const call = (t: TestApp, method: Method, url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    payload: payload as Record<string, unknown> | undefined,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/** The `result` of a success answer; fails the test with the body otherwise. */
export function ok<T = Record<string, unknown>>(response: LightMyRequestResponse, status = 200): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json().result as T;
}

export const USERS = '/api/admin/v1/users';
