import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  FEES_API,
  type WithdrawalStatus,
  type zAdminFeePayoutsResponse,
  type zFeeCommissionRequest,
  type zFeeCommissionResponse,
} from '@vakilyar/contract';
import type { z } from 'zod';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { notifySuccess } from '@/lib/notify';
import { adminFinanceText } from '@/locales/fa/admin-finance';
import { financeKeys } from './finance-keys';
import type { PayoutDecision } from './payout-requests';

export type FeePayout = Infer<typeof zAdminFeePayoutsResponse>['result'][number];

/** Lawyers' payout requests from their fee accounts, of one status or all, newest first. */
export function useFeePayouts(status?: WithdrawalStatus) {
  return useQuery({
    queryKey: financeKeys.feePayouts(status),
    queryFn: async ({ signal }) =>
      (
        await request<Infer<typeof zAdminFeePayoutsResponse>>({
          endpoint: FEES_API.admin.payouts,
          params: { status },
          signal,
        })
      ).result,
    placeholderData: keepPreviousData,
  });
}

/** Pays a fee payout (less the platform's commission) or rejects it (the amount returns); 409 once decided. */
export function useDecideFeePayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: PayoutDecision) =>
      request({
        endpoint:
          decision.action === 'pay'
            ? FEES_API.admin.payPayout(decision.pid)
            : FEES_API.admin.rejectPayout(decision.pid),
        method: 'POST',
        data:
          decision.action === 'pay'
            ? { reference: decision.reference || undefined }
            : { reason: decision.reason },
      }),
    onSuccess: (_answer, decision) =>
      notifySuccess(adminFinanceText.feePayouts[decision.action === 'pay' ? 'paid' : 'rejected']),
    // Decided or not (a 409 means another admin decided first), the list is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: financeKeys.allFeePayouts }),
  });
}

/** The percent the platform keeps of every fee payout from now on. */
export function useSetFeeCommission() {
  return useMutation({
    mutationFn: async (change: z.output<typeof zFeeCommissionRequest>) =>
      (
        await request<Infer<typeof zFeeCommissionResponse>>({
          endpoint: FEES_API.admin.commission,
          method: 'PUT',
          data: change,
        })
      ).result,
  });
}
