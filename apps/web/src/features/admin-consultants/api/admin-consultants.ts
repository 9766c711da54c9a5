import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ConsultantApprovalStatus,
  chatPaths,
  type zAdminConsultantMutationResponse,
  type zAdminConsultantPage,
} from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { notifySuccess } from '@/lib/notify';

export interface AdminConsultantsQuery {
  page: number;
  page_size: number;
  approval_status?: ConsultantApprovalStatus;
}

export const adminConsultantsKeys = {
  all: ['admin-consultants'] as const,
  list: (query: AdminConsultantsQuery) => ['admin-consultants', 'list', query] as const,
};

/** Consultant profiles to review, pending first. */
export function useAdminConsultants(query: AdminConsultantsQuery) {
  return useQuery({
    queryKey: adminConsultantsKeys.list(query),
    queryFn: async ({ signal }) => {
      const body = await request<Infer<typeof zAdminConsultantPage>>({
        endpoint: chatPaths.admin.consultants,
        params: { ...query },
        signal,
      });
      return body.result;
    },
    placeholderData: keepPreviousData,
  });
}

export type ConsultantDecision =
  | { pid: string; approve: true }
  | { pid: string; approve: false; reason: string };

/** Approves or rejects a consultant; the server alarms them (and texts a rejection's reason). */
export function useDecideConsultant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (decision: ConsultantDecision) => {
      const body = await request<Infer<typeof zAdminConsultantMutationResponse>>(
        decision.approve
          ? { endpoint: chatPaths.admin.approveConsultant(decision.pid), method: 'POST', data: {} }
          : {
              endpoint: chatPaths.admin.rejectConsultant(decision.pid),
              method: 'POST',
              data: { reason: decision.reason },
            },
      );
      return body.result;
    },
    onSuccess: ({ message }) => {
      notifySuccess(message);
      return queryClient.invalidateQueries({ queryKey: adminConsultantsKeys.all });
    },
  });
}
