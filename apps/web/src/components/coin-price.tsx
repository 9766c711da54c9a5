import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { coinSettingsQuery } from '@/features/wallet/api/get-coin-settings';
import { formatCoinPrice } from '@/lib/format/coins';

/** Formats coin prices with their Toman value at the current (public, cached) exchange rate. */
export function useCoinPriceFormatter(): (coins: number) => string {
  const rate = useQuery(coinSettingsQuery).data?.exchange_rate;
  return useCallback((coins: number) => formatCoinPrice(coins, rate), [rate]);
}

/** A price in coins, shown as «۴۵ سکه (≈ ۴۵۰٬۰۰۰ تومان)» everywhere a coin price appears. */
export function CoinPrice({ coins }: { coins: number }) {
  return useCoinPriceFormatter()(coins);
}
