import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type OfficeCard,
  officePaths,
  type zOfficeCardRequest,
  type zOfficeCardResponse,
} from '@vakilyar/contract';
import type { z } from 'zod';
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
    mutationFn: async (card: z.output<typeof zOfficeCardRequest>): Promise<OfficeCard> =>
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
