import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ChatRequest,
  chatPaths,
  type RespondChatRequest,
  type zChatRequestMutationResponse,
} from '@vakilyar/contract';
import { walletKeys } from '@/features/wallet/api/wallet-keys';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { notifySuccess } from '@/lib/notify';
import { chatKeys } from './chat-keys';

export interface RespondInput {
  pid: string;
  body: RespondChatRequest;
}

/**
 * Accepts (with a fee and a time limit; a session opens) or rejects a chat request addressed to me.
 * The answer's `message` is the server's confirmation, which takes the place of the client's message.
 */
export async function respondToChatRequest({ pid, body }: RespondInput): Promise<ChatRequest> {
  const response = await request<Infer<typeof zChatRequestMutationResponse>>({
    endpoint: chatPaths.chat.respond(pid),
    method: 'POST',
    data: body,
  });
  return response.result;
}

/** The request as answered now, before the server confirms (product-spec section 4). */
export function answeredLocally(chatRequest: ChatRequest, body: RespondChatRequest, now: Date): ChatRequest {
  return { ...chatRequest, status: body.status, responded_at: now.toISOString() };
}

/** The answered request in place of the listed one; the client's own message stays as it was. */
function replace(list: ChatRequest[] | undefined, answered: ChatRequest): ChatRequest[] | undefined {
  return list?.map((item) => (item.pid === answered.pid ? { ...answered, message: item.message } : item));
}

/** The pending list shows the answer at once, then the server's version of it; a failure puts it back. */
export function useRespondToChatRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondToChatRequest,
    onMutate: async ({ pid, body }) => {
      await queryClient.cancelQueries({ queryKey: chatKeys.pendingRequests });
      const previous = queryClient.getQueryData<ChatRequest[]>(chatKeys.pendingRequests);
      const target = previous?.find((item) => item.pid === pid);
      if (target) {
        queryClient.setQueryData(
          chatKeys.pendingRequests,
          replace(previous, answeredLocally(target, body, new Date())),
        );
      }
      return { previous };
    },
    onError: (_error, _input, context) => {
      queryClient.setQueryData(chatKeys.pendingRequests, context?.previous);
    },
    onSuccess: (answered) => {
      notifySuccess(answered.message);
      queryClient.setQueryData<ChatRequest[]>(chatKeys.pendingRequests, (list) => replace(list, answered));
      void queryClient.invalidateQueries({ queryKey: chatKeys.sessions });
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
}
