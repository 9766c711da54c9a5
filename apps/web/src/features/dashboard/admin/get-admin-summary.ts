import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminDashboardPaths, type zAdminDashboardSummaryResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';

export type AdminSummary = Infer<typeof zAdminDashboardSummaryResponse>['result'];

/** Counted afresh on every visit: the figures are what the admins must act on now. */
export const adminSummaryQuery = queryOptions({
  queryKey: ['admin', 'dashboard', 'summary'] as const,
  queryFn: async ({ signal }) => {
    const body = await request<Infer<typeof zAdminDashboardSummaryResponse>>({
      endpoint: adminDashboardPaths.summary,
      signal,
    });
    return body.result;
  },
  staleTime: 0,
});

export function useAdminSummary() {
  return useQuery(adminSummaryQuery);
}
