import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CHAT_RULES,
  type ChatSession,
  chatPaths,
  type zChatSessionMutationResponse,
} from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { chatKeys } from './chat-keys';
import { withAiDefaults } from './session-defaults';

export interface CreateAiChatInput {
  title?: string;
  ai_type?: string;
}

/**
 * Opens an AI session: the title defaults to «مشاوره با هوش مصنوعی» and the type to `v`; a session the
 * server leaves without a time limit gets the AI default of 360 s (product-spec sections 3, 7, 9).
 * A failure is logged and rethrown (product-spec section 8).
 */
export async function createAiChat({ title, ai_type }: CreateAiChatInput = {}): Promise<ChatSession> {
  try {
    const body = await request<Infer<typeof zChatSessionMutationResponse>>({
      endpoint: chatPaths.chat.createAiChat,
      method: 'POST',
      data: {
        title: title?.trim() || CHAT_RULES.aiDefaultTitle,
        ai_type: ai_type ?? CHAT_RULES.aiDefaultType,
      },
    });
    const { message: _message, ...session } = body.result;
    return withAiDefaults(session);
  } catch (error) {
    console.error('Creating the AI chat failed', error);
    throw error;
  }
}

export function useCreateAiChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAiChat,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.sessions });
      void queryClient.invalidateQueries({ queryKey: chatKeys.allowance });
    },
  });
}
