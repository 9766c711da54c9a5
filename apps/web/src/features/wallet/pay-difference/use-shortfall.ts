import { MONEY_RULES } from '@vakilyar/contract';
import { useCoinSettings } from '../api/get-coin-settings';
import { useWalletBalance } from '../api/get-wallet-balance';
import { priceInRials } from '../price';

export interface Shortfall {
  /** Coins missing from the wallet. */
  coins: number;
  /** Coins the card payment buys: the shortfall, raised to the gateway's minimum when below it. */
  payCoins: number;
  /** Rials of `payCoins`. */
  payRials: number;
  /** Rials of the shortfall itself. */
  rials: number;
}

/** How far the wallet is from `price` coins, known before any click; null while unknown or enough. */
export function useShortfall(price: number | undefined): Shortfall | null {
  const balance = useWalletBalance();
  const settings = useCoinSettings();
  const rate = settings.data?.exchange_rate;
  if (price === undefined || balance.data === undefined || rate === undefined) return null;
  const coins = price - balance.data;
  if (coins <= 0) return null;
  const rials = priceInRials(coins, rate) ?? 0;
  const perCoin = Math.abs(rate);
  const minimumCoins = perCoin > 0 ? Math.ceil(MONEY_RULES.minPaymentAmount / perCoin) : coins;
  const payCoins = Math.max(coins, minimumCoins);
  return { coins, rials, payCoins, payRials: priceInRials(payCoins, rate) ?? rials };
}
