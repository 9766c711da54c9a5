import { coinPackagePrice } from '@vakilyar/contract';
import { moneyText } from '@/locales/fa/format';
import { formatNumber } from './money';

/** «۴۵ سکه»: a count of coins that is not a price (a balance, a reward). */
export function formatCoins(coins: number): string {
  return moneyText.coins(formatNumber(coins));
}

/**
 * «۴۵ سکه (≈ ۴۵۰٬۰۰۰ تومان)»: in family law «سکه» is a gold coin of a mahr, so a price in the platform's
 * coins always carries its Toman value at the current rate (docs/decisions/016-coin-unit.md). Without a
 * rate yet (still loading, or unreachable) the count alone is shown.
 */
export function formatCoinPrice(coins: number, exchangeRate: number | undefined): string {
  if (exchangeRate === undefined) return formatCoins(coins);
  return moneyText.coinPrice(formatNumber(coins), formatNumber(coinPackagePrice(coins, exchangeRate) / 10));
}
