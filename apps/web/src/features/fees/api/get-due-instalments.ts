import { useQuery } from '@tanstack/react-query';
import { FEES_API, type zDueInstalmentsResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { feeKeys } from './fee-keys';

/** Overdue instalments of the office, then those due within a week (the dashboard card). */
export function useDueInstalments() {
  return useQuery({
    queryKey: feeKeys.due,
    queryFn: async ({ signal }) =>
      (
        await request<Infer<typeof zDueInstalmentsResponse>>({
          endpoint: FEES_API.books.dueInstalments,
          signal,
          silent: true,
        })
      ).result,
  });
}
