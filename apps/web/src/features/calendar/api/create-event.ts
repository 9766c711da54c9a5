import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CALENDAR_API,
  type CalendarEventRequest,
  type zCalendarEventMutationResponse,
} from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { calendarKeys } from './calendar-keys';
import { withPersianDigits } from './persian-event';

export type EventMutationResult = Infer<typeof zCalendarEventMutationResponse>['result'];

/** Adds an event; the server gives it the user's default reminders (201, toasted with its message). */
export async function createEvent(event: CalendarEventRequest): Promise<EventMutationResult> {
  const body = await request<Infer<typeof zCalendarEventMutationResponse>>({
    endpoint: CALENDAR_API.events.create,
    method: 'POST',
    data: event,
  });
  return withPersianDigits(body.result);
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.events }),
  });
}
