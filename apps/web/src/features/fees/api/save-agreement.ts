import { useMutation } from '@tanstack/react-query';
import { type AgreementForm, FEES_API, type zAgreementResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { useInvalidateFees } from './invalidate';

/** `PUT agreement/`: creates or replaces the case's fee agreement. */
export async function saveAgreement(casePid: string, agreement: AgreementForm) {
  const body = await request<Infer<typeof zAgreementResponse>>({
    endpoint: FEES_API.agreement(casePid),
    method: 'PUT',
    data: agreement,
  });
  return body.result;
}

export function useSaveAgreement(casePid: string) {
  const invalidate = useInvalidateFees();
  return useMutation({
    mutationFn: (agreement: AgreementForm) => saveAgreement(casePid, agreement),
    onSuccess: invalidate,
  });
}
