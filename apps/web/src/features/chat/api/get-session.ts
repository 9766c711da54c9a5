import { type ChatSession, chatPaths, type zChatSessionResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { withAiDefaults } from './session-defaults';

/** One of my sessions, with both sides' unread counters and its end time. */
export async function getSession(pid: string, signal?: AbortSignal): Promise<ChatSession> {
  const body = await request<Infer<typeof zChatSessionResponse>>({
    endpoint: chatPaths.chat.session(pid),
    signal,
  });
  return withAiDefaults(body.result);
}
