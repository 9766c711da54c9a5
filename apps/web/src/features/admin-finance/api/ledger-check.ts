import { useMutation } from '@tanstack/react-query';
import { type LedgerCheckReport, moneyPaths, type zLedgerCheckResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';

/** Recomputes every balance from the ledger on the server; a mutation, since the admin runs it on demand. */
export async function runLedgerCheck(): Promise<LedgerCheckReport> {
  const body = await request<Infer<typeof zLedgerCheckResponse>>({ endpoint: moneyPaths.admin.ledgerCheck });
  return body.result;
}

export function useLedgerCheck() {
  return useMutation({ mutationFn: runLedgerCheck });
}
