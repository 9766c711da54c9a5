import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { makeUser } from '../../wallet/money-test-helpers.ts';
import { sessions } from '../auth.tables.ts';
import { FEED_NAME } from './auth-changes.ts';

// Decision 013: while the change feed is away, tokens are checked against the database, never the cache.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

const until = async (condition: () => boolean, timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('the session cache when its change feed is lost', () => {
  it('falls back to the database, then resumes with an empty cache', async () => {
    const tokens = t.services.tokens;
    await until(() => tokens.cacheLive);
    const user = await makeUser(t, 'client');
    const actor = await tokens.authenticate(user.access);
    expect(await tokens.authenticate(user.access)).toBe(actor);

    // Every process's feed connection dies (the others reconnect as this one does).
    await t.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${FEED_NAME}`,
    );
    await until(() => !tokens.cacheLive);
    await t.database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.id, actor.sessionId));
    await expect(tokens.authenticate(user.access)).rejects.toMatchObject({ status: 401 });

    await until(() => tokens.cacheLive);
    const again = await makeUser(t, 'client');
    const fresh = await tokens.authenticate(again.access);
    expect(await tokens.authenticate(again.access)).toBe(fresh);
  });
});
