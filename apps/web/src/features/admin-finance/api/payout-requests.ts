import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  moneyPaths,
  type WithdrawalStatus,
  type zPayoutRequestResponse,
  type zPayoutRequestsResponse,
} from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { notifySuccess } from '@/lib/notify';
import { financeKeys } from './finance-keys';

export interface PayoutQuery {
  status?: WithdrawalStatus;
  page: number;
}

export const PAYOUT_PAGE_SIZE = 10;

/** Withdrawal requests in one state (or all), newest first. */
export async function getPayoutRequests(query: PayoutQuery, signal?: AbortSignal) {
  const body = await request<Infer<typeof zPayoutRequestsResponse>>({
    endpoint: moneyPaths.admin.payoutRequests,
    params: { ...query, page_size: PAYOUT_PAGE_SIZE },
    signal,
  });
  return body.result;
}

export function usePayoutRequests(query: PayoutQuery) {
  return useQuery({
    queryKey: financeKeys.payouts(query),
    queryFn: ({ signal }) => getPayoutRequests(query, signal),
    placeholderData: keepPreviousData,
  });
}

export type PayoutDecision =
  | { pid: string; action: 'pay'; reference?: string }
  | { pid: string; action: 'reject'; reason: string };

/** Marks a request paid (the held coins leave the wallet) or rejects it (they return); 409 once decided. */
export async function decidePayout(decision: PayoutDecision) {
  const body = await request<Infer<typeof zPayoutRequestResponse>>(
    decision.action === 'pay'
      ? {
          endpoint: moneyPaths.admin.payPayout(decision.pid),
          method: 'POST',
          data: decision.reference ? { reference: decision.reference } : {},
        }
      : {
          endpoint: moneyPaths.admin.rejectPayout(decision.pid),
          method: 'POST',
          data: { reason: decision.reason },
        },
  );
  return body.result;
}

export function useDecidePayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decidePayout,
    // A 200 answer's message is not toasted by the API client: say it here.
    onSuccess: (result) => notifySuccess(result.message),
    // Decided or not (a 409 means someone else decided first), the list is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: financeKeys.all }),
  });
}
