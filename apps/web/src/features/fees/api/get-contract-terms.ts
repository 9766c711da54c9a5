import { useQuery } from '@tanstack/react-query';
import { FEES_API, type zContractTermsResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { feeKeys } from './fee-keys';

/** The agreement's terms, a line each, to type into the judiciary's electronic contract system. */
export function useContractTerms(casePid: string, enabled: boolean) {
  return useQuery({
    queryKey: feeKeys.terms(casePid),
    queryFn: async ({ signal }) =>
      (
        await request<Infer<typeof zContractTermsResponse>>({
          endpoint: FEES_API.contractTerms(casePid),
          signal,
        })
      ).result,
    enabled,
  });
}
