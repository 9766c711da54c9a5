import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CALENDAR_API } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import { calendarKeys } from './calendar-keys';

/** Deletes an event and its reminders (204). */
export function deleteEvent(pid: string): Promise<unknown> {
  return request({ endpoint: CALENDAR_API.events.remove(pid), method: 'DELETE' });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: (_result, pid) => {
      queryClient.removeQueries({ queryKey: calendarKeys.reminders(pid) });
      return queryClient.invalidateQueries({ queryKey: calendarKeys.events });
    },
  });
}
