import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Redis } from 'ioredis';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { buildApp } from '../src/core/app.ts';
import { connectDatabase, migrateDatabase, type PoolLimits } from '../src/db/client.ts';
import { migrateJobQueue } from '../src/jobs/migrate.ts';
import { createConsoleProvider } from '../src/modules/sms/console.provider.ts';
import type { SmsProvider } from '../src/modules/sms/sms.provider.ts';

export interface TestApp {
  app: FastifyInstance;
  services: Awaited<ReturnType<typeof buildApp>>['services'];
  database: ReturnType<typeof connectDatabase>;
  close(): Promise<void>;
}

/** The real app on the run's test database; limits are raised so tests can call auth routes freely. */
export function createTestApp(
  env: Record<string, string> = {},
  smsProvider?: SmsProvider,
  redis?: Redis,
  pool: { size?: number; limits?: Partial<PoolLimits> } = {},
): Promise<TestApp> {
  return appOn(connectDatabase(inject('databaseUrl'), pool.size ?? 20, pool.limits), env, smsProvider, redis);
}

/**
 * The real app on a database of its own, migrated and dropped on close: for tests of platform-wide
 * steps (paying every due hold, the last admin) that the other test files' rows would disturb.
 */
export async function createIsolatedTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const shared = new URL(inject('databaseUrl'));
  const name = `${shared.pathname.slice(1)}_own_${randomBytes(4).toString('hex')}`;
  const maintenance = new pg.Client({ connectionString: shared.toString() });
  await maintenance.connect();
  await maintenance.query(`create database ${name}`);
  const url = new URL(shared);
  url.pathname = `/${name}`;
  const database = connectDatabase(url.toString(), 10);
  await migrateDatabase(database);
  await migrateJobQueue(database.pool);
  const t = await appOn(database, env);
  return {
    ...t,
    close: async () => {
      await t.close();
      await maintenance.query(`drop database if exists ${name} with (force)`);
      await maintenance.end();
    },
  };
}

async function appOn(
  database: ReturnType<typeof connectDatabase>,
  env: Record<string, string>,
  smsProvider?: SmsProvider,
  redis?: Redis,
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    RATE_LIMIT_MAX: '100000',
    OTP_IP_LIMIT_PER_HOUR: '100000',
    RATE_LIMIT_ANONYMOUS_MAX: '100000',
    CHECK_USER_LIMIT_PER_HOUR: '100000',
    LOGIN_FAILURES_PER_ADDRESS: '100000',
    WEB_DIST_DIR: '/nonexistent',
    ...env,
  });
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
