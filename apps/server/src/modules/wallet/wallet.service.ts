import {
  type DepositRequest,
  type PaymentStart,
  TRANSACTION_KIND_LABELS,
  type TransactionKind,
  type TransactionsQuery,
  type WalletDetails,
  type WalletTransaction,
  type WithdrawRequest,
} from '@vakilyar/contract';
import { and, countDistinct, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { fieldError } from '../../core/errors.ts';
import { orderingFor, pageWindow } from '../../core/paging.ts';
import type { Db, Executor } from '../../db/client.ts';
import { paymentTexts } from '../payment/payment.messages.ts';
import type { PaymentService } from '../payment/payment.service.ts';
import {
  currentCoinSettings,
  listCoinPackages,
  presentCoinPackage,
  presentCoinSettings,
  quoteCoins,
} from './coins.service.ts';
import { readWallet } from './ledger.ts';
import { listPendingEarnings } from './pending-earnings.ts';
import { walletTexts } from './wallet.messages.ts';
import { ledgerEntries, ledgerMovements } from './wallet.tables.ts';
import { listWithdrawals, requestWithdrawal } from './withdrawals.service.ts';

/** Dates on the wire are Tehran days (Iran keeps +03:30 all year). */
const TEHRAN_OFFSET = '+03:30';
const dayStart = (date: string) => new Date(`${date}T00:00:00${TEHRAN_OFFSET}`);
const nextDayStart = (date: string) => new Date(dayStart(date).getTime() + 86_400_000);

/** Coins that came in and went out of one wallet: each movement's net change, summed by sign. */
export async function walletTotals(db: Executor, accountId: number | null) {
  if (accountId === null) return { totalIn: 0, totalOut: 0 };
  const result = await db.execute<{ total_in: string; total_out: string }>(sql`
    select coalesce(sum(net) filter (where net > 0), 0) as total_in,
      coalesce(-sum(net) filter (where net < 0), 0) as total_out
    from (select sum(amount) as net from ledger_entries where account_id = ${accountId} group by movement_id) t`);
  const row = result.rows[0];
  return { totalIn: Number(row?.total_in ?? 0), totalOut: Number(row?.total_out ?? 0) };
}

export async function walletDetails(db: Executor, userId: number): Promise<WalletDetails> {
  const wallet = await readWallet(db, userId);
  const totals = await walletTotals(db, wallet.accountId);
  return {
    balance: wallet.balance,
    held: wallet.held,
    total: wallet.balance + wallet.held,
    total_in: totals.totalIn,
    total_out: totals.totalOut,
  };
}

/** A wallet's movements, newest first, each with its change to the spendable and the held coins. */
export async function listTransactions(
  db: Executor,
  userId: number,
  query: TransactionsQuery,
): Promise<{ count: number; results: WalletTransaction[] }> {
  const order = orderingFor({ created_at: ledgerMovements.id }, query.ordering, [desc(ledgerMovements.id)]);
  if (query.date_from && query.date_to && query.date_from > query.date_to) {
    throw fieldError('date_from', walletTexts.dateRange);
  }
  const { accountId } = await readWallet(db, userId);
  if (accountId === null) return { count: 0, results: [] };
  const conditions: (SQL | undefined)[] = [
    eq(ledgerEntries.accountId, accountId),
    query.kind ? eq(ledgerMovements.kind, query.kind) : undefined,
    query.date_from ? gte(ledgerMovements.createdAt, dayStart(query.date_from)) : undefined,
    query.date_to ? lt(ledgerMovements.createdAt, nextDayStart(query.date_to)) : undefined,
  ];
  const where = and(...conditions);
  const [counted] = await db
    .select({ count: countDistinct(ledgerEntries.movementId) })
    .from(ledgerEntries)
    .innerJoin(ledgerMovements, eq(ledgerMovements.id, ledgerEntries.movementId))
    .where(where);
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({
      pid: ledgerMovements.pid,
      kind: ledgerMovements.kind,
      description: ledgerMovements.description,
      referenceType: ledgerMovements.referenceType,
      referencePid: ledgerMovements.referencePid,
      createdAt: ledgerMovements.createdAt,
      available: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.bucket} = 'available'), 0)`,
      held: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.bucket} = 'held'), 0)`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerMovements, eq(ledgerMovements.id, ledgerEntries.movementId))
    .where(where)
    .groupBy(ledgerMovements.id)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return {
    count: counted?.count ?? 0,
    results: rows.map((row) => ({
      pid: row.pid,
      kind: row.kind as TransactionKind,
      kind_label: TRANSACTION_KIND_LABELS[row.kind as TransactionKind] ?? row.kind,
      amount: Number(row.available),
      held_amount: Number(row.held),
      description: row.description,
      reference:
        row.referenceType && row.referencePid ? { type: row.referenceType, pid: row.referencePid } : null,
      created_at: row.createdAt.toISOString(),
    })),
  };
}

/** The wallet's operations as the routes and other modules use them. */
export function createWalletService(db: Db, payments: PaymentService) {
  return {
    async coinSettings() {
      return presentCoinSettings(await currentCoinSettings(db));
    },
    async coinPackages() {
      const [settings, rows] = await Promise.all([currentCoinSettings(db), listCoinPackages(db)]);
      return rows.map((row) => presentCoinPackage(row, settings.exchangeRate));
    },
    async balance(userId: number) {
      return { balance: (await readWallet(db, userId)).balance };
    },
    details: (userId: number) => walletDetails(db, userId),
    transactions: (userId: number, query: TransactionsQuery) => listTransactions(db, userId, query),
    pendingEarnings: (userId: number) => listPendingEarnings(db, userId),

    /** Opens a card payment for a package or a number of coins; the coins arrive when it is verified. */
    async deposit(input: {
      userId: number;
      mobile?: string;
      order: DepositRequest;
      key: string;
      origin: string;
    }): Promise<PaymentStart> {
      const quote = await quoteCoins(db, input.order);
      const { start } = await payments.start({
        userId: input.userId,
        mobile: input.mobile,
        purpose: 'wallet_deposit',
        quote,
        description: paymentTexts.depositDescription(quote.coins),
        idempotencyKey: input.key,
        origin: input.origin,
      });
      return start;
    },

    withdraw: (userId: number, input: WithdrawRequest, key: string) =>
      requestWithdrawal(db, userId, input, key),
    withdrawals: (userId: number, page: { page: number; page_size: number }) =>
      listWithdrawals(db, { userId }, page),
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
