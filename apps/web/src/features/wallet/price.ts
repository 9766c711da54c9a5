import { type CoinPackage, coinPackagePrice } from '@vakilyar/contract';

/**
 * The price in Rials of a number of coins: round(value × |exchange_rate|) (product-spec section 9),
 * from the current rate; without the rate, the package's own `amount` as the server priced it.
 */
export function priceInRials(
  coins: number,
  exchangeRate: number | undefined,
  fallback?: number,
): number | null {
  if (exchangeRate !== undefined) return coinPackagePrice(coins, exchangeRate);
  return fallback ?? null;
}

export const packagePrice = (coinPackage: CoinPackage, exchangeRate: number | undefined): number =>
  priceInRials(coinPackage.value, exchangeRate, coinPackage.amount) ?? coinPackage.amount;
