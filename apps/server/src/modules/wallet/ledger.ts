import type { TransactionKind } from '@vakilyar/contract';
import { eq, sql } from 'drizzle-orm';
import { type AppError, paymentRequired } from '../../core/errors.ts';
import { newPid } from '../../core/ids.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { currentCoinSettings } from './coins.service.ts';
import { walletTexts } from './wallet.messages.ts';
import { ledgerEntries, ledgerMovements, walletAccounts } from './wallet.tables.ts';

/** The platform's accounts, with the fixed ids the migration gives them. */
export const SYSTEM_ACCOUNTS = {
  /** Coins issued against Rials received by card: goes negative as users buy coins. */
  cash: 1,
  /** Coins spent on subscriptions, SMS and commissions. */
  revenue: 2,
  /** Charged fees waiting for the consultant's payout. */
  escrow: 3,
  /** Coins paid out to bank accounts. */
  payout: 4,
  /** Coins the platform gives away: referral rewards, corrections. */
  rewards: 5,
  /** Rials received by the gateway for lawyers' fees (issue 20): goes negative as clients pay. */
  fee_cash: 6,
  /** Rials of fees paid out to lawyers' bank accounts. */
  fee_payout: 7,
  /** The platform's commission on fee payouts. */
  fee_commission: 8,
} as const;
export type SystemAccount = keyof typeof SYSTEM_ACCOUNTS;

export type Bucket = 'available' | 'held';
/** `accountId`: an account whose stored balance its own module keeps (a lawyer's fee account). */
export type AccountRef = { userId: number } | { system: SystemAccount } | { accountId: number };

/** One side of a movement: a signed amount of coins on one bucket of one account. */
export interface Posting {
  account: AccountRef;
  bucket?: Bucket;
  amount: number;
}

export interface Shortfall {
  userId: number;
  bucket: Bucket;
  /** What the bucket holds now. */
  has: number;
  /** What the movement needed from it. */
  needed: number;
  /** The current Rials per coin: a message names the missing coins' Toman value (decision 016). */
  exchangeRate: string;
}

export interface MovementInput {
  kind: TransactionKind;
  /** Unique per movement: the same key again returns the first movement and moves nothing. */
  idempotencyKey: string;
  description: string;
  reference?: { type: string; pid: string };
  postings: Posting[];
  /** The error when a wallet would go below zero (default: the Persian 402 with the shortfall). */
  insufficient?: (shortfall: Shortfall) => AppError;
  /**
   * The caller's own writes for a new movement (not on a replay), run before the wallets change: a
   * wallet row stays locked from its change to the commit, so the less that follows it, the more
   * movements a busy wallet takes per second.
   */
  beforeBalances?: (movement: Movement) => Promise<void>;
}

export type Movement = typeof ledgerMovements.$inferSelect;

export interface PostResult {
  movement: Movement;
  /** True when the key had already moved money: nothing was written this time. */
  replayed: boolean;
  /** Each touched user wallet after the movement, by user id (empty on a replay). */
  balances: Map<number, { balance: number; held: number }>;
}

const defaultInsufficient = (s: Shortfall) =>
  s.bucket === 'held'
    ? paymentRequired(walletTexts.heldInsufficient)
    : paymentRequired(walletTexts.insufficient(s.needed - s.has, s.exchangeRate));

/**
 * Writes one balanced movement inside the caller's transaction: the movement row first (its unique key
 * makes a concurrent duplicate wait, then replay), then each wallet's guarded balance change in user-id
 * order (so two movements never lock wallets in opposite orders), then the entries.
 */
export async function postMovement(tx: Tx, input: MovementInput): Promise<PostResult> {
  const { postings } = input;
  if (!postings.length) throw new Error('a movement needs postings');
  for (const p of postings) {
    if (!Number.isSafeInteger(p.amount) || p.amount === 0) throw new Error(`bad posting amount ${p.amount}`);
  }
  if (postings.reduce((sum, p) => sum + p.amount, 0) !== 0) throw new Error('postings must sum to zero');

  const [created] = await tx
    .insert(ledgerMovements)
    .values({
      pid: newPid(),
      kind: input.kind,
      idempotencyKey: input.idempotencyKey,
      amount: postings.reduce((sum, p) => sum + Math.max(p.amount, 0), 0),
      description: input.description,
      referenceType: input.reference?.type ?? null,
      referencePid: input.reference?.pid ?? null,
    })
    .onConflictDoNothing({ target: ledgerMovements.idempotencyKey })
    .returning();
  if (!created) {
    const [existing] = await tx
      .select()
      .from(ledgerMovements)
      .where(eq(ledgerMovements.idempotencyKey, input.idempotencyKey));
    if (!existing) throw new Error('a conflicting movement vanished');
    return { movement: existing, replayed: true, balances: new Map() };
  }
  await input.beforeBalances?.(created);

  const deltas = new Map<number, { available: number; held: number }>();
  for (const p of postings) {
    if (!('userId' in p.account)) continue;
    const delta = deltas.get(p.account.userId) ?? { available: 0, held: 0 };
    delta[p.bucket ?? 'available'] += p.amount;
    deltas.set(p.account.userId, delta);
  }
  const accountIds = new Map<number, number>();
  const balances = new Map<number, { balance: number; held: number }>();
  for (const userId of [...deltas.keys()].sort((a, b) => a - b)) {
    const delta = deltas.get(userId) ?? { available: 0, held: 0 };
    const wallet = await applyDelta(tx, userId, delta, input.insufficient ?? defaultInsufficient);
    accountIds.set(userId, wallet.id);
    balances.set(userId, { balance: wallet.balance, held: wallet.held });
  }

  const accountOf = (account: AccountRef) => {
    const id =
      'accountId' in account
        ? account.accountId
        : 'userId' in account
          ? accountIds.get(account.userId)
          : SYSTEM_ACCOUNTS[account.system];
    if (id === undefined) throw new Error('a posting has no account');
    return id;
  };
  await tx.insert(ledgerEntries).values(
    postings.map((p) => ({
      movementId: created.id,
      accountId: accountOf(p.account),
      bucket: p.bucket ?? 'available',
      amount: p.amount,
    })),
  );
  return { movement: created, replayed: false, balances };
}

/** Credits create the wallet if needed; a debit is one guarded UPDATE that matches no row when short. */
async function applyDelta(
  tx: Tx,
  userId: number,
  delta: { available: number; held: number },
  insufficient: (s: Shortfall) => AppError,
): Promise<{ id: number; balance: number; held: number }> {
  if (delta.available >= 0 && delta.held >= 0) {
    const [row] = await tx
      .insert(walletAccounts)
      .values({ code: `user:${userId}`, userId, kind: 'user', balance: delta.available, held: delta.held })
      .onConflictDoUpdate({
        target: walletAccounts.userId,
        set: {
          balance: sql`${walletAccounts.balance} + ${delta.available}`,
          held: sql`${walletAccounts.held} + ${delta.held}`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ id: walletAccounts.id, balance: walletAccounts.balance, held: walletAccounts.held });
    if (!row) throw new Error('wallet upsert returned nothing');
    return row;
  }
  const [row] = await tx
    .update(walletAccounts)
    .set({
      balance: sql`${walletAccounts.balance} + ${delta.available}`,
      held: sql`${walletAccounts.held} + ${delta.held}`,
      updatedAt: sql`now()`,
    })
    .where(
      sql`${walletAccounts.userId} = ${userId} and ${walletAccounts.balance} + ${delta.available} >= 0 and ${walletAccounts.held} + ${delta.held} >= 0`,
    )
    .returning({ id: walletAccounts.id, balance: walletAccounts.balance, held: walletAccounts.held });
  if (row) return row;
  const wallet = await readWallet(tx, userId);
  const bucket: Bucket = wallet.balance + delta.available < 0 ? 'available' : 'held';
  throw insufficient({
    userId,
    bucket,
    has: bucket === 'available' ? wallet.balance : wallet.held,
    needed: -(bucket === 'available' ? delta.available : delta.held),
    exchangeRate: (await currentCoinSettings(tx)).exchangeRate,
  });
}

export interface WalletState {
  accountId: number | null;
  balance: number;
  held: number;
}

/** A user's wallet as stored; a user who never had one has an empty one. */
export async function readWallet(db: Executor, userId: number): Promise<WalletState> {
  const [row] = await db
    .select({ accountId: walletAccounts.id, balance: walletAccounts.balance, held: walletAccounts.held })
    .from(walletAccounts)
    .where(eq(walletAccounts.userId, userId));
  return row ?? { accountId: null, balance: 0, held: 0 };
}

/**
 * Locks a user's wallet row until the transaction ends (creating it if needed): a per-user mutex for
 * steps that must read, decide and then move money, such as a subscription that may exist only once.
 */
export async function lockWallet(tx: Tx, userId: number): Promise<WalletState> {
  await tx
    .insert(walletAccounts)
    .values({ code: `user:${userId}`, userId, kind: 'user' })
    .onConflictDoNothing({ target: walletAccounts.userId });
  const [row] = await tx
    .select({ accountId: walletAccounts.id, balance: walletAccounts.balance, held: walletAccounts.held })
    .from(walletAccounts)
    .where(eq(walletAccounts.userId, userId))
    .for('update');
  if (!row) throw new Error('wallet lock found no row');
  return row;
}

/** PostgreSQL's code of a failed query, through drizzle's wrapper. */
export function pgErrorCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  const code = e?.cause?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}

const RETRYABLE = new Set(['40P01', '40001']);

/**
 * One database transaction for a money step, retried (at most three times) when PostgreSQL aborts it
 * as a deadlock victim or a serialization failure. Inside an open transaction it becomes a savepoint.
 */
export async function moneyTransaction<T>(db: Executor, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      const nested = 'rollback' in db;
      if (nested || attempt >= 3 || !RETRYABLE.has(pgErrorCode(error) ?? '')) throw error;
    }
  }
}
