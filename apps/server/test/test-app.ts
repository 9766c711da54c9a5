import { randomInt } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Redis } from 'ioredis';
import pino from 'pino';
import { inject } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { buildApp } from '../src/core/app.ts';
import { connectDatabase } from '../src/db/client.ts';
import { createConsoleProvider } from '../src/modules/sms/console.provider.ts';
import type { SmsProvider } from '../src/modules/sms/sms.provider.ts';

export interface TestApp {
  app: FastifyInstance;
  services: Awaited<ReturnType<typeof buildApp>>['services'];
  database: ReturnType<typeof connectDatabase>;
  close(): Promise<void>;
}

/** The real app on the run's test database; limits are raised so tests can call auth routes freely. */
export async function createTestApp(
  env: Record<string, string> = {},
  smsProvider?: SmsProvider,
  redis?: Redis,
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    RATE_LIMIT_MAX: '100000',
    OTP_IP_LIMIT_PER_HOUR: '100000',
    WEB_DIST_DIR: '/nonexistent',
    ...env,
  });
  const database = connectDatabase(inject('databaseUrl'), 20);
  const { app, services } = await buildApp({
    config,
    database,
    smsProvider: smsProvider ?? createConsoleProvider(pino({ level: 'silent' })),
    secret: 'test-secret-that-is-long-enough-for-hs256',
    redis,
  });
  await app.ready();
  return {
    app,
    services,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

const usedPhones = new Set<string>();
/** A mobile number no other test uses: nine random digits (test files share one database). */
export function uniquePhone(): string {
  for (;;) {
    const phone = `09${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
    if (!phone.startsWith('0912000000') && !usedPhones.has(phone)) {
      usedPhones.add(phone);
      return phone;
    }
  }
}

export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

/** The machine's Redis (TEST_REDIS_URL, default the local one); a test that needs it fails without it. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
