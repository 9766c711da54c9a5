import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type OfficeCard,
  type OfficeCardRequest,
  officePaths,
  type zOfficeCardResponse,
} from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { profileKeys } from './profile-keys';

/** The caller's office: its name, the lawyer's licence and bar association, its address. */
export function useOfficeCard() {
  return useQuery({
    queryKey: profileKeys.officeCard,
    queryFn: async ({ signal }) =>
      (await request<Infer<typeof zOfficeCardResponse>>({ endpoint: officePaths.officeCard, signal })).result,
  });
}

export function useSaveOfficeCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (card: OfficeCardRequest): Promise<OfficeCard> =>
      (
        await request<Infer<typeof zOfficeCardResponse>>({
          endpoint: officePaths.officeCard,
          method: 'PUT',
          data: card,
        })
      ).result,
    onSuccess: (card) => queryClient.setQueryData(profileKeys.officeCard, card),
  });
}
