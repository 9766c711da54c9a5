import { useMutation } from '@tanstack/react-query';
import { FEES_API, type zInstalmentScheduleRequest, type zInstalmentsResponse } from '@vakilyar/contract';
import type { z } from 'zod';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { useInvalidateFees } from './invalidate';

export type InstalmentScheduleForm = z.input<typeof zInstalmentScheduleRequest>;

/** `PUT instalments/`: the whole schedule, which the server checks adds up to the fee. */
export async function saveInstalments(casePid: string, schedule: InstalmentScheduleForm) {
  const body = await request<Infer<typeof zInstalmentsResponse>>({
    endpoint: FEES_API.instalments(casePid),
    method: 'PUT',
    data: schedule,
  });
  return body.result;
}

export function useSaveInstalments(casePid: string) {
  const invalidate = useInvalidateFees();
  return useMutation({
    mutationFn: (schedule: InstalmentScheduleForm) => saveInstalments(casePid, schedule),
    onSuccess: invalidate,
  });
}
