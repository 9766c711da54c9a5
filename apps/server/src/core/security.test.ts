import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { lastCode, post } from '../../test/auth-helpers.ts';
import { createTestApp, TEST_REDIS_URL, type TestApp, uniquePhone } from '../../test/test-app.ts';
import { loadConfig } from '../config.ts';
import { connectDatabase } from '../db/client.ts';
import { createConsoleProvider } from '../modules/sms/console.provider.ts';
import { buildApp } from './app.ts';

describe('per-IP limit on sending codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ OTP_IP_LIMIT_PER_HOUR: '2' });
  });
  afterAll(() => t.close());

  it('answers the third code request of an hour with 429 throttled', async () => {
    const send = () => post(t.app, '/api/auth/v1/send-register-code/', { username: uniquePhone() });
    expect((await send()).statusCode).toBe(202);
    expect((await send()).statusCode).toBe(202);
    const third = await send();
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({
      code: 'throttled',
      detail: expect.any(String),
      retry_after: expect.any(Number),
    });
    expect(third.headers['retry-after']).toBeDefined();
  });
});

describe('rate limits shared through Redis', () => {
  it('count one budget across two server instances', async () => {
    const prefix = `test-${Date.now()}-`;
    const clients = [new Redis(TEST_REDIS_URL), new Redis(TEST_REDIS_URL)];
    const apps = await Promise.all(
      clients.map((redis) =>
        createTestApp({ OTP_IP_LIMIT_PER_HOUR: '3', RATE_LIMIT_PREFIX: prefix }, undefined, redis),
      ),
    );
    try {
      const send = (i: number) =>
        post(apps[i % 2]?.app as TestApp['app'], '/api/auth/v1/send-register-code/', {
          username: uniquePhone(),
        });
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await send(i)).statusCode);
      expect(codes).toEqual([202, 202, 202, 429]);
    } finally {
      await Promise.all(apps.map((a) => a.close()));
      await Promise.all(clients.map((c) => c.quit()));
    }
  });
});

describe('logs', () => {
  it('never carry a code, a password or a token', async () => {
    let logged = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logged += chunk;
        done();
      },
    });
    const logger = pino({ level: 'trace', redact: ['req.headers.authorization'] }, sink);
    const database = connectDatabase(inject('databaseUrl'));
    const { app } = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent' }),
      database,
      logger,
      smsProvider: createConsoleProvider(logger),
      secret: 'test-secret-that-is-long-enough-for-hs256',
    });
    const phone = uniquePhone();
    await post(app, '/api/auth/v1/send-register-code/', { username: phone });
    const code = await lastCode(app, phone);
    const registered = await post(app, '/api/auth/v1/register/', {
      username: phone,
      code,
      first_name: 'لیلا',
      last_name: 'حسینی',
      role: 'client',
      password: 'Very-Secret-77',
    });
    const { access_token, refresh_token } = registered.json().result;
    await post(app, '/api/auth/v1/refresh/', { refresh_token }, access_token);
    await app.close();
    await database.close();

    expect(logged).toContain('sms sent');
    expect(logged).not.toContain(code);
    expect(logged).not.toContain('Very-Secret-77');
    expect(logged).not.toContain(refresh_token);
    expect(logged).not.toContain(access_token);
  });
});
