import { useMutation, useQuery } from '@tanstack/react-query';
import {
  FEES_API,
  type zFeePayRequest,
  type zFeePayStartResponse,
  type zMyCaseFeesResponse,
} from '@vakilyar/contract';
import type { z } from 'zod';
import { goToGateway } from '@/features/payments/api/go-to-gateway';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { feeKeys } from './fee-keys';

/** What the client sees of a case's money: the agreement, instalments, receipts, what is owed. */
export function useMyCaseFees(casePid: string) {
  return useQuery({
    queryKey: feeKeys.my(casePid),
    queryFn: async ({ signal }) =>
      (
        await request<Infer<typeof zMyCaseFeesResponse>>({
          endpoint: FEES_API.myCase(casePid),
          signal,
          silent: true,
        })
      ).result,
  });
}

/** Starts an online payment of an instalment (or an amount) and sends the browser to the bank. */
export function usePayOnline(casePid: string) {
  return useMutation({
    mutationFn: async (pay: z.input<typeof zFeePayRequest>) =>
      (
        await request<Infer<typeof zFeePayStartResponse>>({
          endpoint: FEES_API.myPay(casePid),
          method: 'POST',
          data: pay,
        })
      ).result,
    onSuccess: (start) => goToGateway(start.payment_url),
  });
}
