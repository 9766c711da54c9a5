import { useMutation, useQueryClient } from '@tanstack/react-query';
import { officePaths, type UpdateCabinetRequest, type zCabinetMutationResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { archiveKeys } from './archive-keys';
import type { CabinetMutationResult } from './create-cabinet';

/** Changes the fields sent (PATCH). */
export async function updateCabinet(
  pid: string,
  changes: UpdateCabinetRequest,
): Promise<CabinetMutationResult> {
  const body = await request<Infer<typeof zCabinetMutationResponse>>({
    endpoint: officePaths.archiveCabinet(pid),
    method: 'PATCH',
    data: changes,
  });
  return body.result;
}

export function useUpdateCabinet(pid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateCabinetRequest) => updateCabinet(pid, changes),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: archiveKeys.all }),
        // A case shows its cabinet's name.
        queryClient.invalidateQueries({ queryKey: ['cases'] }),
      ]),
  });
}
