import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type FinanceSettings,
  type FinanceSettingsPatch,
  moneyPaths,
  type zFinanceSettingsResponse,
} from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { financeKeys } from './finance-keys';

/** Commission, referral reward and payout delay. */
export async function getFinanceSettings(signal?: AbortSignal): Promise<FinanceSettings> {
  const body = await request<Infer<typeof zFinanceSettingsResponse>>({
    endpoint: moneyPaths.admin.settings,
    signal,
  });
  return body.result;
}

export function useFinanceSettings() {
  return useQuery({ queryKey: financeKeys.settings, queryFn: ({ signal }) => getFinanceSettings(signal) });
}

export async function updateFinanceSettings(patch: FinanceSettingsPatch): Promise<FinanceSettings> {
  const body = await request<Infer<typeof zFinanceSettingsResponse>>({
    endpoint: moneyPaths.admin.settings,
    method: 'PATCH',
    data: patch,
  });
  return body.result;
}

export function useUpdateFinanceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFinanceSettings,
    onSuccess: (settings) => queryClient.setQueryData(financeKeys.settings, settings),
  });
}
