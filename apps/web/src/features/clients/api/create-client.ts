import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateClientRequest, officePaths, type zClientMutationResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { clientKeys } from './client-keys';

export type ClientMutationResult = Infer<typeof zClientMutationResponse>['result'];

/** Adds a client to the office (201); a national code already in the office is a 409. */
export async function createClient(client: CreateClientRequest): Promise<ClientMutationResult> {
  const body = await request<Infer<typeof zClientMutationResponse>>({
    endpoint: officePaths.clients,
    method: 'POST',
    data: client,
  });
  return body.result;
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}
