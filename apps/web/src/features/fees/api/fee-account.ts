import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FEES_API, type zFeeAccountResponse, type zFeeWithdrawRequest } from '@vakilyar/contract';
import type { z } from 'zod';
import { idempotencyHeaders, useIdempotencyKey } from '@/features/payments/api/idempotency';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { feeKeys } from './fee-keys';

export type FeeAccount = Infer<typeof zFeeAccountResponse>['result'];
export type FeeWithdrawal = z.output<typeof zFeeWithdrawRequest>;

/** The lawyer's fee account: what clients paid online, held for the lawyer, and the payout requests. */
export function useFeeAccount() {
  return useQuery({
    queryKey: feeKeys.account,
    queryFn: async ({ signal }) =>
      (await request<Infer<typeof zFeeAccountResponse>>({ endpoint: FEES_API.feeAccount, signal })).result,
  });
}

/** A payout request to the lawyer's IBAN, keyed so a retry after a lost answer holds the amount once. */
export function useWithdrawFees() {
  const queryClient = useQueryClient();
  const { keyFor, settle } = useIdempotencyKey();
  return useMutation({
    mutationFn: async (withdrawal: FeeWithdrawal) =>
      (
        await request<Infer<typeof zFeeAccountResponse>>({
          endpoint: FEES_API.feeAccountWithdraw,
          method: 'POST',
          data: withdrawal,
          headers: idempotencyHeaders(keyFor(JSON.stringify(withdrawal))),
        })
      ).result,
    onSuccess: (account) => {
      settle();
      queryClient.setQueryData(feeKeys.account, account);
    },
    onError: settle,
  });
}
