import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { isDatabaseBusy } from '../db/pg-errors.ts';

/** Issue 19: a starved pool answers a Persian 503 with Retry-After, and /api/ready says it is starved. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, undefined, undefined, { size: 1, limits: { acquireTimeoutMs: 300 } });
});
afterAll(() => t.close());

describe('a pool with no free connection', () => {
  it('answers 503 in Persian, reports itself not ready, and serves again once a connection frees', async () => {
    const held = await t.database.pool.connect();
    try {
      const busy = await t.app.inject({
        method: 'POST',
        url: '/api/auth/v1/check-user-exists/',
        payload: { username: '09121234567' },
      });
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe('5');
      expect(busy.json()).toMatchObject({ code: 'service_unavailable' });
      expect(busy.json().error_messages.non_field_errors[0]).toMatch(/مشغول/);

      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'pool_starved', pool: { total: 1, idle: 0 } });
    } finally {
      held.release();
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it('cancels a statement that outlives statement_timeout, counted as the database being busy (503)', async () => {
    const slow = await createTestApp({}, undefined, undefined, { limits: { statementTimeoutMs: 200 } });
    try {
      const error = await slow.database.pool.query('select pg_sleep(2)').catch((caught: unknown) => caught);
      expect((error as { code?: string }).code).toBe('57014');
      expect(isDatabaseBusy(error)).toBe(true);
    } finally {
      await slow.close();
    }
  });
});
