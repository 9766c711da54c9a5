import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FEES_API, type zFeeSettingsRequest, type zFeeSettingsResponse } from '@vakilyar/contract';
import type { z } from 'zod';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { feeKeys } from './fee-keys';

/** The office's fee settings: whether secretaries may record payments, and the reminder's lead. */
export function useFeeSettings(enabled = true) {
  return useQuery({
    queryKey: feeKeys.settings,
    queryFn: async ({ signal }) =>
      (
        await request<Infer<typeof zFeeSettingsResponse>>({
          endpoint: FEES_API.settings,
          signal,
          silent: true,
        })
      ).result,
    enabled,
  });
}

export function useSaveFeeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: z.input<typeof zFeeSettingsRequest>) =>
      (
        await request<Infer<typeof zFeeSettingsResponse>>({
          endpoint: FEES_API.settings,
          method: 'PUT',
          data: changes,
        })
      ).result,
    onSuccess: (settings) => queryClient.setQueryData(feeKeys.settings, settings),
  });
}
