import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CreateCourtNoticeRequest,
  notificationPaths,
  type zCourtNoticeMutationResponse,
} from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { noticeKeys } from './notice-keys';

export type CreatedNotice = Infer<typeof zCourtNoticeMutationResponse>['result'];

/** `create/`: a notice typed in by hand (201). */
export async function createNotice(values: CreateCourtNoticeRequest): Promise<CreatedNotice> {
  const body = await request<Infer<typeof zCourtNoticeMutationResponse>>({
    endpoint: notificationPaths.createNotice,
    method: 'POST',
    data: values,
  });
  return body.result;
}

export function useCreateNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNotice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}
