import { useMutation } from '@tanstack/react-query';
import {
  CALENDAR_API,
  type DeadlineRequest,
  type DeadlineResult,
  type zDeadlineResponse,
} from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';

/** The last day of a legal deadline, with the holidays it moved over and how it was reached. */
export async function calculateDeadline(deadline: DeadlineRequest): Promise<DeadlineResult> {
  const body = await request<Infer<typeof zDeadlineResponse>>({
    endpoint: CALENDAR_API.deadlines.calculate,
    method: 'POST',
    data: deadline,
  });
  return body.result;
}

export function useCalculateDeadline() {
  return useMutation({ mutationFn: calculateDeadline });
}
