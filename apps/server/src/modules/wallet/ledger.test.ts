import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { moneyTransaction, postMovement, readWallet } from './ledger.ts';
import { checkLedger } from './ledger-audit.ts';
import { fundWallet, makeUser, statusCounts } from './money-test-helpers.ts';
import { ledgerEntries, ledgerMovements, walletAccounts } from './wallet.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const spend = (userId: number, coins: number, key: string = crypto.randomUUID()) =>
  moneyTransaction(t.database.db, (tx) =>
    postMovement(tx, {
      kind: 'purchase',
      idempotencyKey: `test-spend:${key}`,
      description: 'خرید آزمایشی',
      postings: [
        { account: { userId }, amount: -coins },
        { account: { system: 'revenue' }, amount: coins },
      ],
    }),
  );

async function entriesSum(userId: number) {
  const { accountId } = await readWallet(t.database.db, userId);
  const [row] = await t.database.db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId ?? -1));
  return Number(row?.sum);
}

describe('ledger', () => {
  it('refuses postings that do not balance', async () => {
    const user = await makeUser(t);
    await expect(
      moneyTransaction(t.database.db, (tx) =>
        postMovement(tx, {
          kind: 'adjustment',
          idempotencyKey: `test-unbalanced:${user.id}`,
          description: 'نامتوازن',
          postings: [{ account: { userId: user.id }, amount: 5 }],
        }),
      ),
    ).rejects.toThrow(/sum to zero/);
  });

  it('lets exactly 10 of 50 simultaneous debits through a balance that covers 10, never below zero', async () => {
    const user = await makeUser(t);
    await fundWallet(t.database.db, user.id, 10);
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, () =>
        spend(user.id, 1).then(
          () => ({ statusCode: 201 }),
          (error: { status?: number }) => ({ statusCode: error.status ?? 500 }),
        ),
      ),
    );
    expect(statusCounts(outcomes)).toEqual({ 201: 10, 402: 40 });
    expect(await readWallet(t.database.db, user.id)).toMatchObject({ balance: 0, held: 0 });
    expect(await entriesSum(user.id)).toBe(0);
  });

  it('moves money once for one key sent twice at the same time', async () => {
    const user = await makeUser(t);
    await fundWallet(t.database.db, user.id, 10);
    const [first, second] = await Promise.all([
      spend(user.id, 4, `same-${user.id}`),
      spend(user.id, 4, `same-${user.id}`),
    ]);
    expect([first.replayed, second.replayed].sort()).toEqual([false, true]);
    expect(first.movement.id).toBe(second.movement.id);
    expect((await readWallet(t.database.db, user.id)).balance).toBe(6);
  });

  it('keeps entries append-only', async () => {
    await expect(t.database.db.update(ledgerMovements).set({ description: 'x' })).rejects.toThrow();
    await expect(t.database.db.delete(ledgerEntries)).rejects.toThrow();
  });

  it('finds a balance altered directly in the database, and balances to zero overall', async () => {
    const user = await makeUser(t);
    await fundWallet(t.database.db, user.id, 25);
    await spend(user.id, 5);
    const before = await checkLedger(t.database.db);
    expect(before.mismatches.filter((m) => m.user_pid === user.pid)).toEqual([]);
    expect(before.total).toBe(0);
    expect(before.unbalanced_movements).toEqual([]);

    await t.database.db
      .update(walletAccounts)
      .set({ balance: sql`${walletAccounts.balance} + 1000` })
      .where(eq(walletAccounts.userId, user.id));
    const after = await checkLedger(t.database.db);
    expect(after.ok).toBe(false);
    expect(after.mismatches.filter((m) => m.user_pid === user.pid)).toEqual([
      {
        account: `user:${user.id}`,
        user_pid: user.pid,
        stored_balance: 1020,
        ledger_balance: 20,
        stored_held: 0,
        ledger_held: 0,
      },
    ]);
    await t.database.db.update(walletAccounts).set({ balance: 20 }).where(eq(walletAccounts.userId, user.id));
  });
});
