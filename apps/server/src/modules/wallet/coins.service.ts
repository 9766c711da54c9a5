import { type CoinPackage, type CoinSettings, coinPackagePrice, rialsToToman } from '@vakilyar/contract';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { notFound } from '../../core/errors.ts';
import type { Executor } from '../../db/client.ts';
import { walletTexts } from './wallet.messages.ts';
import { coinPackages, coinSettings } from './wallet.tables.ts';

type CoinSettingsRow = typeof coinSettings.$inferSelect;
type CoinPackageRow = typeof coinPackages.$inferSelect;

/** The newest exchange rate (the migration stores a first one, so there always is one). */
export async function currentCoinSettings(db: Executor): Promise<CoinSettingsRow> {
  const [row] = await db.select().from(coinSettings).orderBy(desc(coinSettings.id)).limit(1);
  if (!row) throw new Error('no coin settings: the money migration was not applied');
  return row;
}

export const presentCoinSettings = (row: CoinSettingsRow): CoinSettings => ({
  pid: row.pid,
  exchange_rate: Number(row.exchangeRate),
  currency: 'IRR',
  updated_at: row.createdAt.toISOString(),
});

export function presentCoinPackage(row: CoinPackageRow, exchangeRate: string): CoinPackage {
  const amount = coinPackagePrice(row.value, exchangeRate);
  return {
    pid: row.pid,
    name: row.name,
    value: row.value,
    amount,
    amount_toman: rialsToToman(amount),
    is_active: row.isActive,
    sort_order: row.sortOrder,
  };
}

/** Packages in display order: the active ones for buyers, every undeleted one for admins. */
export async function listCoinPackages(db: Executor, includeInactive = false): Promise<CoinPackageRow[]> {
  return db
    .select()
    .from(coinPackages)
    .where(and(isNull(coinPackages.deletedAt), includeInactive ? undefined : eq(coinPackages.isActive, true)))
    .orderBy(asc(coinPackages.sortOrder), asc(coinPackages.value), asc(coinPackages.id));
}

export interface CoinQuote {
  coins: number;
  /** Rials. */
  amount: number;
  exchangeRate: string;
  coinPackagePid: string | null;
}

/** What `coins` (or a package) cost now: round(coins × |exchange_rate|) Rials. */
export async function quoteCoins(
  db: Executor,
  order: { coin_package?: string; coins?: number },
): Promise<CoinQuote> {
  const settings = await currentCoinSettings(db);
  if (order.coin_package) {
    const [row] = await db
      .select()
      .from(coinPackages)
      .where(
        and(
          eq(coinPackages.pid, order.coin_package),
          eq(coinPackages.isActive, true),
          isNull(coinPackages.deletedAt),
        ),
      );
    if (!row) throw notFound(walletTexts.coinPackageNotFound);
    return {
      coins: row.value,
      amount: coinPackagePrice(row.value, settings.exchangeRate),
      exchangeRate: settings.exchangeRate,
      coinPackagePid: row.pid,
    };
  }
  const coins = order.coins ?? 0;
  return {
    coins,
    amount: coinPackagePrice(coins, settings.exchangeRate),
    exchangeRate: settings.exchangeRate,
    coinPackagePid: null,
  };
}
