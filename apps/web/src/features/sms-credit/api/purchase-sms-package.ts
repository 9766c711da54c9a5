import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moneyPaths, type SmsPurchase, type zSmsPurchaseResponse } from '@vakilyar/contract';
import { idempotencyHeaders } from '@/features/payments/api/idempotency';
import { walletKeys } from '@/features/wallet/api/wallet-keys';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { smsCreditKeys } from './sms-credit-keys';

export interface PurchaseSmsInput {
  packagePid: string;
  idempotencyKey: string;
}

/** Buys an SMS package with wallet coins; a short wallet is a 402 with the shortfall in Persian. */
export async function purchaseSmsPackage({
  packagePid,
  idempotencyKey,
}: PurchaseSmsInput): Promise<SmsPurchase> {
  const body = await request<Infer<typeof zSmsPurchaseResponse>>({
    endpoint: moneyPaths.messaging.purchases,
    method: 'POST',
    data: { package: packagePid },
    headers: idempotencyHeaders(idempotencyKey),
  });
  return body.result;
}

export function usePurchaseSmsPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purchaseSmsPackage,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: smsCreditKeys.all }),
        queryClient.invalidateQueries({ queryKey: walletKeys.all }),
      ]),
  });
}
