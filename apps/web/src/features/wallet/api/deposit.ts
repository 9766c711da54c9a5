import { useMutation } from '@tanstack/react-query';
import {
  type DepositRequest,
  moneyPaths,
  type PaymentStart,
  type zPaymentStartResponse,
} from '@vakilyar/contract';
import { idempotencyHeaders } from '@/features/payments/api/idempotency';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';

export interface DepositInput {
  /** `{coin_package}` or `{coins}`. */
  body: Pick<DepositRequest, 'coin_package' | 'coins'>;
  idempotencyKey: string;
}

/** Opens a card payment for a coin package or a number of coins; the answer says where to pay. */
export async function deposit({ body, idempotencyKey }: DepositInput): Promise<PaymentStart> {
  const response = await request<Infer<typeof zPaymentStartResponse>>({
    endpoint: moneyPaths.wallet.deposit,
    method: 'POST',
    data: body,
    headers: idempotencyHeaders(idempotencyKey),
  });
  return response.result;
}

/** Nothing to invalidate yet: the coins arrive once the payment is verified, on /payment/result. */
export function useDeposit() {
  return useMutation({ mutationFn: deposit });
}
