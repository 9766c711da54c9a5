import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CALENDAR_API, type CreateReminderRequest, type zReminderMutationResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { calendarKeys } from './calendar-keys';

export type ReminderMutationResult = Infer<typeof zReminderMutationResponse>['result'];

/** Sets a reminder for the user on an event: minutes before it starts, or a moment. */
export async function createReminder(reminder: CreateReminderRequest): Promise<ReminderMutationResult> {
  const body = await request<Infer<typeof zReminderMutationResponse>>({
    endpoint: CALENDAR_API.reminders.create,
    method: 'POST',
    data: reminder,
  });
  return body.result;
}

export function useCreateReminder(eventPid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReminder,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: calendarKeys.reminders(eventPid) }),
        queryClient.invalidateQueries({ queryKey: calendarKeys.events }),
      ]),
  });
}
