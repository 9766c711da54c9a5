import { useQuery } from '@tanstack/react-query';
import { type ClientAccount, FEES_API, type zClientAccountResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { feeKeys } from './fee-keys';

export async function getClientAccount(clientPid: string, signal?: AbortSignal): Promise<ClientAccount> {
  const body = await request<Infer<typeof zClientAccountResponse>>({
    endpoint: FEES_API.clientAccount(clientPid),
    signal,
    silent: true,
  });
  return body.result;
}

/** A client's account across their cases (the lawyer's «حساب موکل» panel). */
export function useClientAccount(clientPid: string, enabled = true) {
  return useQuery({
    queryKey: feeKeys.client(clientPid),
    queryFn: ({ signal }) => getClientAccount(clientPid, signal),
    enabled,
  });
}
