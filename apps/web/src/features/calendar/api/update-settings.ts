import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CALENDAR_API,
  type UpdateCalendarSettingsRequest,
  type zCalendarSettingsMutationResponse,
} from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { calendarKeys } from './calendar-keys';

export type SettingsMutationResult = Infer<typeof zCalendarSettingsMutationResponse>['result'];

/** Changes the fields sent (PATCH). */
export async function updateCalendarSettings(
  changes: UpdateCalendarSettingsRequest,
): Promise<SettingsMutationResult> {
  const body = await request<Infer<typeof zCalendarSettingsMutationResponse>>({
    endpoint: CALENDAR_API.settings.update,
    method: 'PATCH',
    data: changes,
  });
  return body.result;
}

export function useUpdateCalendarSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCalendarSettings,
    onSuccess: ({ message: _message, ...settings }) =>
      queryClient.setQueryData(calendarKeys.settings, settings),
  });
}
