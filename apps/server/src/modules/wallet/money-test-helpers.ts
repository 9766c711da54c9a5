// Test helpers of the money modules: quick users, funded wallets, money requests.
import type { Role } from '@vakilyar/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type TestApp, uniquePhone } from '../../../test/test-app.ts';
import type { Executor } from '../../db/client.ts';
import { users } from '../auth/auth.tables.ts';
import { moneyTransaction, postMovement } from './ledger.ts';

export interface TestUser {
  id: number;
  pid: string;
  phone: string;
  access: string;
}

/** A signed-in user made directly (no SMS round trip): fast enough for tests that need many. */
export async function makeUser(
  t: TestApp,
  role: Role = 'client',
  extra: { referredById?: number } = {},
): Promise<TestUser> {
  const phone = uniquePhone();
  const user = await t.services.users.insert({
    phone,
    firstName: 'رضا',
    lastName: 'توکلی',
    passwordHash: null,
    roles: [role],
    referredById: extra.referredById ?? null,
  });
  const { access_token } = await t.services.tokens.startSession(user, {});
  return { id: user.id, pid: user.pid, phone, access: access_token };
}

/** Puts coins in a wallet the way an admin correction would: a balanced movement from the platform. */
export async function fundWallet(db: Executor, userId: number, coins: number): Promise<void> {
  await moneyTransaction(db, (tx) =>
    postMovement(tx, {
      kind: 'adjustment',
      idempotencyKey: `test-fund:${userId}:${crypto.randomUUID()}`,
      description: 'شارژ آزمایشی',
      postings: [
        { account: { system: 'rewards' }, amount: -coins },
        { account: { userId }, amount: coins },
      ],
    }),
  );
}

export const userIdOf = async (db: Executor, pid: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.pid, pid)))[0]?.id;

/** A JSON request with a Bearer token and, when given, an Idempotency-Key. */
export const send = (
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
  key?: string,
) =>
  app.inject({
    method,
    url,
    payload: payload as Record<string, unknown> | undefined,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
  });

/** Counts each status code of a batch of answers: { 201: 10, 402: 40 }. */
export const statusCounts = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>((acc, r) => {
    acc[r.statusCode] = (acc[r.statusCode] ?? 0) + 1;
    return acc;
  }, {});
