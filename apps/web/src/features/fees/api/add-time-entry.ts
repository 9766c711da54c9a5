import { useMutation } from '@tanstack/react-query';
import { FEES_API, type zTimeEntryRequest, type zTimeEntryResponse } from '@vakilyar/contract';
import type { z } from 'zod';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { useInvalidateFees } from './invalidate';

export type TimeEntryForm = z.input<typeof zTimeEntryRequest>;

export async function addTimeEntry(casePid: string, entry: TimeEntryForm) {
  const body = await request<Infer<typeof zTimeEntryResponse>>({
    endpoint: FEES_API.timeEntries(casePid),
    method: 'POST',
    data: entry,
  });
  return body.result;
}

/** Records minutes worked on the case with a line of what was done. */
export function useAddTimeEntry(casePid: string) {
  const invalidate = useInvalidateFees();
  return useMutation({
    mutationFn: (entry: TimeEntryForm) => addTimeEntry(casePid, entry),
    onSuccess: invalidate,
  });
}
