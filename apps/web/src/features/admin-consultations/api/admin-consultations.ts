import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ConsultationStatus,
  chatPaths,
  type zConsultationMutationResponse,
  type zConsultationPage,
} from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { notifySuccess } from '@/lib/notify';

export interface AdminConsultationsQuery {
  page: number;
  page_size: number;
  status?: ConsultationStatus;
  /** `?ordering=` (`-` for descending); left out, open disputes first. */
  ordering?: string;
}

export const adminConsultationsKeys = {
  all: ['admin-consultations'] as const,
  list: (query: AdminConsultationsQuery) => ['admin-consultations', 'list', query] as const,
};

/** Every consultation, open disputes first (the server's order). */
export function useAdminConsultations(query: AdminConsultationsQuery) {
  return useQuery({
    queryKey: adminConsultationsKeys.list(query),
    queryFn: async ({ signal }) => {
      const body = await request<Infer<typeof zConsultationPage>>({
        endpoint: chatPaths.admin.consultations,
        params: { ...query },
        signal,
      });
      return body.result;
    },
    placeholderData: keepPreviousData,
  });
}

export interface Settlement {
  pid: string;
  refund: boolean;
  note: string | null;
}

/** Settles a dispute: the fee back to the client, or the consultant's share paid now. */
export function useSettleConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ pid, refund, note }: Settlement) => {
      const body = await request<Infer<typeof zConsultationMutationResponse>>({
        endpoint: chatPaths.admin.settleConsultation(pid),
        method: 'POST',
        data: note ? { refund, note } : { refund },
      });
      return body.result;
    },
    onSuccess: ({ message }) => {
      notifySuccess(message);
      return queryClient.invalidateQueries({ queryKey: adminConsultationsKeys.all });
    },
    // Another admin may have settled it first (409): the list shows what happened.
    onError: () => queryClient.invalidateQueries({ queryKey: adminConsultationsKeys.all }),
  });
}
