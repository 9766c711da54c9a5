import { DrizzleQueryError, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIsolatedTestApp, type TestApp } from '../../../test/test-app.ts';
import { errorSerializer, withoutSqlValues } from '../../core/log-redaction.ts';
import { connectDatabase } from '../../db/client.ts';
import { users } from '../auth/auth.tables.ts';
import { createUsersRepository } from '../auth/users.repository.ts';
import { DEMO_ACCOUNTS } from './demo.accounts.ts';
import { seedDemoData } from './demo.seed.ts';

// Issue 19: two processes starting together on an empty database both seed; the second used to die on
// the demo users' keys and log the failed insert with its password hash.

let t: TestApp;
beforeAll(async () => {
  t = await createIsolatedTestApp();
}, 60_000);
afterAll(() => t.close());

describe('demo data', () => {
  it('is seeded once when two processes start together', async () => {
    const url = String(
      (t.database.pool as unknown as { options: { connectionString: string } }).options.connectionString,
    );
    const other = connectDatabase(url, 2);
    try {
      const results = await Promise.all([
        seedDemoData(t.database.db, createUsersRepository(t.database.db)),
        seedDemoData(other.db, createUsersRepository(other.db)),
      ]);
      expect(results.sort()).toEqual([false, true]);
      const phones = DEMO_ACCOUNTS.map((a) => a.phone);
      const rows = await t.database.db.select().from(users).where(inArray(users.phone, phones));
      expect(rows).toHaveLength(DEMO_ACCOUNTS.length);
      expect(await seedDemoData(other.db, createUsersRepository(other.db))).toBe(false);
    } finally {
      await other.close();
    }
  }, 60_000);

  it('never logs the values of a failed query', () => {
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA';
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_phone"'), {
      detail: 'Key (phone)=(09120000001) already exists.',
    });
    const failed = new DrizzleQueryError(
      'insert into "users" ("phone", "password_hash") values ($1, $2)',
      ['09120000001', hash],
      cause,
    );
    const logged = JSON.stringify(errorSerializer(failed));
    expect(logged).not.toContain(hash);
    expect(logged).not.toContain('09120000001');
    expect(logged).toContain('insert into');
    expect(withoutSqlValues(String(failed.stack))).not.toContain(hash);
  });
});
