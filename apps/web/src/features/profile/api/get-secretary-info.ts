import { useQuery } from '@tanstack/react-query';
import { officePaths, type zSecretaryInfoResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';

/** The office a secretary works in: its name, its lawyer and the other secretaries. */
export function useSecretaryInfo(enabled: boolean) {
  return useQuery({
    queryKey: ['profile', 'secretary-info'],
    queryFn: async ({ signal }) =>
      (await request<Infer<typeof zSecretaryInfoResponse>>({ endpoint: officePaths.secretaryInfo, signal }))
        .result,
    enabled,
  });
}
