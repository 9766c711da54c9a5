import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CALENDAR_API } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import { calendarKeys } from './calendar-keys';

/** Cancels a reminder (204). */
export function deleteReminder(pid: string): Promise<unknown> {
  return request({ endpoint: CALENDAR_API.reminders.remove(pid), method: 'DELETE' });
}

export function useDeleteReminder(eventPid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReminder,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: calendarKeys.reminders(eventPid) }),
        queryClient.invalidateQueries({ queryKey: calendarKeys.events }),
      ]),
  });
}
