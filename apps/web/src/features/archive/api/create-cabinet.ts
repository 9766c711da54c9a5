import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateCabinetRequest, officePaths, type zCabinetMutationResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { archiveKeys } from './archive-keys';

export type CabinetMutationResult = Infer<typeof zCabinetMutationResponse>['result'];

/** Adds a cabinet (201); a code already used in the office is a 409. */
export async function createCabinet(cabinet: CreateCabinetRequest): Promise<CabinetMutationResult> {
  const body = await request<Infer<typeof zCabinetMutationResponse>>({
    endpoint: officePaths.archiveCabinets,
    method: 'POST',
    data: cabinet,
  });
  return body.result;
}

export function useCreateCabinet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCabinet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: archiveKeys.all }),
  });
}
