import { useMutation, useQuery } from '@tanstack/react-query';
import { FEES_API, type zFeePayStartResponse, type zPayLinkInfoResponse } from '@vakilyar/contract';
import { goToGateway } from '@/features/payments/api/go-to-gateway';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { feeKeys } from './fee-keys';

/** What a texted payment link is for; no sign-in needed. */
export function usePayLink(token: string) {
  return useQuery({
    queryKey: feeKeys.payLink(token),
    queryFn: async ({ signal }) =>
      (
        await request<Infer<typeof zPayLinkInfoResponse>>({
          endpoint: FEES_API.payLink(token),
          signal,
          silent: true,
        })
      ).result,
    retry: false,
  });
}

export function useStartPayLink(token: string) {
  return useMutation({
    mutationFn: async () =>
      (
        await request<Infer<typeof zFeePayStartResponse>>({
          endpoint: FEES_API.payLinkStart(token),
          method: 'POST',
        })
      ).result,
    onSuccess: (start) => goToGateway(start.payment_url),
  });
}
