import { chatPaths, type zChatMessagePage } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';

export type MessagesPage = Infer<typeof zChatMessagePage>['result'];

export interface MessagesQuery {
  page_size?: number;
  /** The messages just before this one: scrolling up. */
  before?: string;
  /** The messages just after this one: catching up after a reconnection. */
  after?: string;
}

/** A page of a session's history, oldest first within the page; the first page is the newest. */
export async function listSessionMessages(
  sessionPid: string,
  query: MessagesQuery = {},
  signal?: AbortSignal,
): Promise<MessagesPage> {
  const body = await request<Infer<typeof zChatMessagePage>>({
    endpoint: chatPaths.chat.sessionMessages(sessionPid),
    params: { ...query },
    signal,
  });
  return body.result;
}
