import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  moneyPaths,
  type Withdrawal,
  type WithdrawRequest,
  type zWithdrawalResponse,
} from '@vakilyar/contract';
import { idempotencyHeaders } from '@/features/payments/api/idempotency';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { walletKeys } from './wallet-keys';

export interface WithdrawInput {
  body: WithdrawRequest;
  idempotencyKey: string;
}

/** Asks for coins to be paid out to a Sheba; they stay held until an admin decides. */
export async function withdraw({ body, idempotencyKey }: WithdrawInput): Promise<Withdrawal> {
  const response = await request<Infer<typeof zWithdrawalResponse>>({
    endpoint: moneyPaths.wallet.withdraw,
    method: 'POST',
    data: body,
    headers: idempotencyHeaders(idempotencyKey),
  });
  return response.result;
}

export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdraw,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
