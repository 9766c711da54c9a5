import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CALENDAR_API,
  type CalendarEventRequest,
  type zCalendarEventMutationResponse,
} from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { calendarKeys } from './calendar-keys';
import type { EventMutationResult } from './create-event';
import { withPersianDigits } from './persian-event';

/** Replaces an event (PUT: every field is sent; one left out is cleared). */
export async function updateEvent(pid: string, event: CalendarEventRequest): Promise<EventMutationResult> {
  const body = await request<Infer<typeof zCalendarEventMutationResponse>>({
    endpoint: CALENDAR_API.events.update(pid),
    method: 'PUT',
    data: event,
  });
  return withPersianDigits(body.result);
}

export function useUpdateEvent(pid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (event: CalendarEventRequest) => updateEvent(pid, event),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: calendarKeys.events }),
        // Reminders counted back from the start move with it.
        queryClient.invalidateQueries({ queryKey: calendarKeys.reminders(pid) }),
      ]),
  });
}
