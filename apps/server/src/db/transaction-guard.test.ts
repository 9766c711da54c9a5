import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase } from './client.ts';
import { PoolInsideTransactionError } from './transaction-guard.ts';

const database = connectDatabase(inject('databaseUrl'), 3);
afterAll(() => database.close());

describe('the pool inside a transaction', () => {
  it('refuses a query through the pool while the transaction is open, and the transaction rolls back', async () => {
    const attempt = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await database.db.execute(sql`select 1`);
    });
    const error = await attempt.then(
      () => undefined,
      (caught: unknown) => caught as { cause?: unknown },
    );
    expect(error?.cause).toBeInstanceOf(PoolInsideTransactionError);
  });

  it('refuses a second transaction opened on the pool from inside the first', async () => {
    const attempt = database.db.transaction(async () => {
      await database.db.transaction(async (inner) => inner.execute(sql`select 1`));
    });
    await expect(attempt).rejects.toBeInstanceOf(PoolInsideTransactionError);
  });

  it('lets savepoints on tx and work left behind after the commit use the pool', async () => {
    let after: Promise<unknown> = Promise.resolve();
    await database.db.transaction(async (tx) => {
      await tx.transaction(async (savepoint) => savepoint.execute(sql`select 1`));
      after = new Promise((resolve) => setTimeout(resolve, 20)).then(() =>
        database.db.execute(sql`select 2 as two`),
      );
    });
    await expect(after).resolves.toMatchObject({ rows: [{ two: 2 }] });
  });
});
