import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CreateCourtNoticeRequest,
  notificationPaths,
  type zCourtNoticeMutationResponse,
} from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import type { CreatedNotice } from './create-notice';
import { noticeKeys } from './notice-keys';

/** `update/`: every field of the notice again; its files stay. */
export async function updateNotice(pid: string, values: CreateCourtNoticeRequest): Promise<CreatedNotice> {
  const body = await request<Infer<typeof zCourtNoticeMutationResponse>>({
    endpoint: notificationPaths.updateNotice(pid),
    method: 'PUT',
    data: values,
  });
  return body.result;
}

export function useUpdateNotice(pid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: CreateCourtNoticeRequest) => updateNotice(pid, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}
