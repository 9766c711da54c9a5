import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ChatRequest,
  type CreateChatRequest,
  chatPaths,
  type zChatRequestMutationResponse,
} from '@vakilyar/contract';
import { walletKeys } from '@/features/wallet/api/wallet-keys';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { chatKeys } from './chat-keys';

/** Asks a consultant for a live chat; their chat fee is held from my wallet (a 402 when it is short). */
export async function createChatRequest(body: CreateChatRequest): Promise<ChatRequest> {
  const response = await request<Infer<typeof zChatRequestMutationResponse>>({
    endpoint: chatPaths.chat.requests,
    method: 'POST',
    data: body,
  });
  return response.result;
}

export function useCreateChatRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChatRequest,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.requests });
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
}
