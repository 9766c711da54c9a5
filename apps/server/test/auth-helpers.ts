import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { otpCodes } from '../src/modules/auth/auth.tables.ts';
import type { TestApp } from './test-app.ts';
import { uniquePhone } from './test-app.ts';

/** The last code texted to a number, read back through the dev outbox route as the browser journey does. */
export async function lastCode(app: FastifyInstance, phone: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `/api/dev/v1/sms-outbox/?phone=${phone}` });
  const text: string = response.json().result.results[0]?.text ?? '';
  const code = /(\d{6})/.exec(text)?.[1];
  if (!code) throw new Error(`no code in the outbox of ${phone}`);
  return code;
}

/** Makes the latest code of a number look as if it had been sent long ago. */
export async function ageCodes(t: TestApp, phone: string, seconds: number): Promise<void> {
  const past = new Date(Date.now() - seconds * 1000);
  await t.database.db
    .update(otpCodes)
    .set({ createdAt: past, expiresAt: past })
    .where(eq(otpCodes.phone, phone));
}

export const post = (app: FastifyInstance, url: string, payload?: unknown, token?: string) =>
  app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown> | undefined,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

export const get = (app: FastifyInstance, url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** Registers a new user through the real flow and answers its tokens. */
export async function registerUser(
  app: FastifyInstance,
  role = 'client',
  extra: Record<string, unknown> = {},
) {
  const phone = uniquePhone();
  expect((await post(app, '/api/auth/v1/send-register-code/', { username: phone })).statusCode).toBe(202);
  const code = await lastCode(app, phone);
  const response = await post(app, '/api/auth/v1/register/', {
    username: phone,
    code,
    first_name: 'سارا',
    last_name: 'کاظمی',
    role,
    password: 'Secret-Pass-1',
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  const { access_token, refresh_token, message } = response.json().result;
  return {
    phone,
    access: access_token as string,
    refresh: refresh_token as string,
    message: message as string,
  };
}
