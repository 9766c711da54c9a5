import { useMutation } from '@tanstack/react-query';
import { officePaths, type zAuditVerifyResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';

export type AuditVerdict = Infer<typeof zAuditVerifyResponse>['result'];

/** Recomputes the office's hash chain: whether any row was altered or removed. */
export async function verifyAuditLog(): Promise<AuditVerdict> {
  const body = await request<Infer<typeof zAuditVerifyResponse>>({ endpoint: officePaths.auditLogVerify });
  return body.result;
}

export function useVerifyAuditLog() {
  return useMutation({ mutationFn: verifyAuditLog });
}
