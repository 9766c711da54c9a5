import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ConsultantSettings,
  chatPaths,
  type UpdateConsultantSettingsRequest,
  type zConsultantSettingsMutationResponse,
  type zConsultantSettingsResponse,
} from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { consultationKeys } from './consultation-keys';

/** My settings as a consultant, with the admin's approval of my profile. */
export async function getConsultantSettings(signal?: AbortSignal): Promise<ConsultantSettings> {
  const body = await request<Infer<typeof zConsultantSettingsResponse>>({
    endpoint: chatPaths.consultation.settings,
    signal,
  });
  return body.result;
}

/** Changes the fields sent; the answer's Persian `message` says what follows (e.g. a new review). */
export async function updateConsultantSettings(
  body: UpdateConsultantSettingsRequest,
): Promise<{ settings: ConsultantSettings; message: string }> {
  const response = await request<Infer<typeof zConsultantSettingsMutationResponse>>({
    endpoint: chatPaths.consultation.settings,
    method: 'PATCH',
    data: body,
  });
  const { message, ...settings } = response.result;
  return { settings, message };
}

export const consultantSettingsQuery = queryOptions({
  queryKey: consultationKeys.settings,
  queryFn: ({ signal }) => getConsultantSettings(signal),
});

export function useConsultantSettings() {
  return useQuery(consultantSettingsQuery);
}

export function useUpdateConsultantSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConsultantSettings,
    onSuccess: ({ settings }) => queryClient.setQueryData(consultationKeys.settings, settings),
  });
}
