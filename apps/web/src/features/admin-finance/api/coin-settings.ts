import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CoinSettings,
  type CoinSettingsInput,
  moneyPaths,
  type zAdminCoinSettingsHistoryResponse,
  type zAdminCoinSettingsResponse,
} from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { financeKeys } from './finance-keys';
import { invalidatePrices } from './invalidate';

export type CoinSettingsPage = Infer<typeof zAdminCoinSettingsHistoryResponse>['result'];

/** The exchange rates, newest (the current one) first. */
export async function getCoinSettingsHistory(page: number, pageSize: number, signal?: AbortSignal) {
  const body = await request<Infer<typeof zAdminCoinSettingsHistoryResponse>>({
    endpoint: moneyPaths.admin.coinSettings,
    params: { page, page_size: pageSize },
    signal,
  });
  return body.result;
}

export function useCoinSettingsHistory(page: number, pageSize: number) {
  return useQuery({
    queryKey: financeKeys.coinSettings({ page, page_size: pageSize }),
    queryFn: ({ signal }) => getCoinSettingsHistory(page, pageSize, signal),
    placeholderData: keepPreviousData,
  });
}

/** A new current rate (Rials per coin); every coin package is priced by it from then on. */
export async function setExchangeRate(input: CoinSettingsInput): Promise<CoinSettings> {
  const body = await request<Infer<typeof zAdminCoinSettingsResponse>>({
    endpoint: moneyPaths.admin.coinSettings,
    method: 'POST',
    data: input,
  });
  return body.result;
}

export function useSetExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setExchangeRate, onSuccess: () => invalidatePrices(queryClient) });
}
