import { useMutation } from '@tanstack/react-query';
import { FEES_API } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import { useInvalidateFees } from './invalidate';

export function useDeleteTimeEntry() {
  const invalidate = useInvalidateFees();
  return useMutation({
    mutationFn: (pid: string) => request<void>({ endpoint: FEES_API.timeEntry(pid), method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
