import {
  type CoinPackageInput,
  type PayoutRequest,
  TRANSACTION_KIND_LABELS,
  type TransactionKind,
  type UserSummary,
} from '@vakilyar/contract';
import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import { notFound } from '../../core/errors.ts';
import { newPid } from '../../core/ids.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db, Executor } from '../../db/client.ts';
import { users } from '../auth/auth.tables.ts';
import { readWallet } from './ledger.ts';
import { walletTexts } from './wallet.messages.ts';
import { walletTotals } from './wallet.service.ts';
import { coinPackages, coinSettings, ledgerEntries, ledgerMovements } from './wallet.tables.ts';
import { presentWithdrawal } from './withdrawals.service.ts';

const summary = (u: {
  pid: string;
  firstName: string;
  lastName: string;
  phone: string | null;
}): UserSummary => ({
  pid: u.pid,
  first_name: u.firstName,
  last_name: u.lastName,
  phone: u.phone,
});

/** Users by id for admin lists (read-only: the people behind payout requests and ledgers). */
async function summariesOf(db: Executor, ids: number[]): Promise<Map<number, UserSummary>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      id: users.id,
      pid: users.pid,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
    })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, summary(r)]));
}

export async function userByPid(db: Executor, pid: string) {
  const [row] = await db
    .select({
      id: users.id,
      pid: users.pid,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
    })
    .from(users)
    .where(eq(users.pid, pid));
  if (!row) throw notFound(walletTexts.userNotFound);
  return { id: row.id, summary: summary(row) };
}

export async function withUsers(
  db: Executor,
  rows: Parameters<typeof presentWithdrawal>[0][],
): Promise<PayoutRequest[]> {
  const people = await summariesOf(db, [...new Set(rows.map((r) => r.userId))]);
  const unknown: UserSummary = { pid: '', first_name: '', last_name: '', phone: null };
  return rows.map((r) => ({ ...presentWithdrawal(r), user: people.get(r.userId) ?? unknown }));
}

export async function userWallet(db: Executor, pid: string) {
  const user = await userByPid(db, pid);
  const wallet = await readWallet(db, user.id);
  const totals = await walletTotals(db, wallet.accountId);
  return {
    user: user.summary,
    balance: wallet.balance,
    held: wallet.held,
    total_in: totals.totalIn,
    total_out: totals.totalOut,
  };
}

/** Every entry of a user's wallet, newest first: what an admin reads to answer a complaint. */
export async function userLedger(db: Executor, pid: string, page: { page: number; page_size: number }) {
  const user = await userByPid(db, pid);
  const { accountId } = await readWallet(db, user.id);
  if (accountId === null) return { count: 0, results: [] };
  const [counted] = await db
    .select({ count: count() })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId));
  const { limit, offset } = pageWindow(page);
  const rows = await db
    .select({
      movementPid: ledgerMovements.pid,
      kind: ledgerMovements.kind,
      bucket: ledgerEntries.bucket,
      amount: ledgerEntries.amount,
      description: ledgerMovements.description,
      createdAt: ledgerMovements.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerMovements, eq(ledgerMovements.id, ledgerEntries.movementId))
    .where(eq(ledgerEntries.accountId, accountId))
    .orderBy(desc(ledgerEntries.id))
    .limit(limit)
    .offset(offset);
  return {
    count: counted?.count ?? 0,
    results: rows.map((r) => ({
      movement_pid: r.movementPid,
      kind: r.kind as TransactionKind,
      kind_label: TRANSACTION_KIND_LABELS[r.kind as TransactionKind] ?? r.kind,
      bucket: r.bucket as 'available' | 'held',
      amount: r.amount,
      description: r.description,
      created_at: r.createdAt.toISOString(),
    })),
  };
}

/** A new current exchange rate; the older ones stay as history (payments keep the rate they used). */
export async function setExchangeRate(db: Db, exchangeRate: number, adminId: number) {
  const [row] = await db
    .insert(coinSettings)
    .values({ pid: newPid(), exchangeRate: String(exchangeRate), createdBy: adminId })
    .returning();
  if (!row) throw new Error('coin settings insert returned nothing');
  return row;
}

export async function coinSettingsHistory(db: Executor, page: { page: number; page_size: number }) {
  const [counted] = await db.select({ count: count() }).from(coinSettings);
  const { limit, offset } = pageWindow(page);
  const rows = await db
    .select()
    .from(coinSettings)
    .orderBy(desc(coinSettings.id))
    .limit(limit)
    .offset(offset);
  return { count: counted?.count ?? 0, rows };
}

export async function createCoinPackage(db: Executor, input: CoinPackageInput) {
  const [row] = await db
    .insert(coinPackages)
    .values({
      pid: newPid(),
      name: input.name,
      value: input.value,
      isActive: input.is_active,
      sortOrder: input.sort_order,
    })
    .returning();
  if (!row) throw new Error('coin package insert returned nothing');
  return row;
}

export async function updateCoinPackage(db: Executor, pid: string, patch: Partial<CoinPackageInput>) {
  const [row] = await db
    .update(coinPackages)
    .set({
      name: patch.name,
      value: patch.value,
      isActive: patch.is_active,
      sortOrder: patch.sort_order,
      updatedAt: sql`now()`,
    })
    .where(sql`${coinPackages.pid} = ${pid} and ${coinPackages.deletedAt} is null`)
    .returning();
  if (!row) throw notFound(walletTexts.coinPackageNotFound);
  return row;
}

/** Deleting hides a package for good; the payments that bought it keep its pid. */
export async function deleteCoinPackage(db: Executor, pid: string) {
  const [row] = await db
    .update(coinPackages)
    .set({ deletedAt: sql`now()`, isActive: false })
    .where(sql`${coinPackages.pid} = ${pid} and ${coinPackages.deletedAt} is null`)
    .returning({ id: coinPackages.id });
  if (!row) throw notFound(walletTexts.coinPackageNotFound);
}
