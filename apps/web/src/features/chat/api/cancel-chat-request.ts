import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatPaths, type zChatRequestMutationResponse } from '@vakilyar/contract';
import { walletKeys } from '@/features/wallet/api/wallet-keys';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { notifySuccess } from '@/lib/notify';
import { chatKeys } from './chat-keys';

/** Withdraws a chat request of mine that is still pending; the held fee returns to my wallet. */
export async function cancelChatRequest(pid: string): Promise<string> {
  const response = await request<Infer<typeof zChatRequestMutationResponse>>({
    endpoint: chatPaths.chat.cancelRequest(pid),
    method: 'POST',
    data: {},
  });
  return response.result.message;
}

export function useCancelChatRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelChatRequest,
    onSuccess: (message) => {
      notifySuccess(message);
      void queryClient.invalidateQueries({ queryKey: chatKeys.requests });
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
}
