import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type NotificationPreferences,
  notificationPaths,
  type UpdateNotificationPreferencesRequest,
  type zNotificationPreferencesMutationResponse,
  type zNotificationPreferencesResponse,
} from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { noticeKeys } from './notice-keys';

export async function getPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  const body = await request<Infer<typeof zNotificationPreferencesResponse>>({
    endpoint: notificationPaths.getPreferences,
    signal,
  });
  return body.result;
}

export async function updatePreferences(changes: UpdateNotificationPreferencesRequest) {
  const body = await request<Infer<typeof zNotificationPreferencesMutationResponse>>({
    endpoint: notificationPaths.updatePreferences,
    method: 'PATCH',
    data: changes,
  });
  return body.result;
}

/** How a new notice reaches the signed-in user: in-app alarm, SMS, daily digest hour. */
export function usePreferences(enabled = true) {
  return useQuery({
    queryKey: noticeKeys.preferences,
    queryFn: ({ signal }) => getPreferences(signal),
    enabled,
  });
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (saved) => {
      const { message: _message, ...preferences } = saved;
      queryClient.setQueryData(noticeKeys.preferences, preferences);
    },
  });
}
