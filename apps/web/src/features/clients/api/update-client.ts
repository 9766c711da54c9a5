import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateClientRequest, officePaths, type zClientMutationResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { clientKeys } from './client-keys';
import type { ClientMutationResult } from './create-client';

/** Replaces the client (PUT): the form always sends every field, an empty one clears it. */
export async function updateClient(pid: string, client: CreateClientRequest): Promise<ClientMutationResult> {
  const body = await request<Infer<typeof zClientMutationResponse>>({
    endpoint: officePaths.client(pid),
    method: 'PUT',
    data: client,
  });
  return body.result;
}

export function useUpdateClient(pid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (client: CreateClientRequest) => updateClient(pid, client),
    onSuccess: (updated) => {
      queryClient.setQueryData(clientKeys.detail(pid), updated);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: clientKeys.all }),
        // A case shows its clients' names.
        queryClient.invalidateQueries({ queryKey: ['cases'] }),
      ]);
    },
  });
}
