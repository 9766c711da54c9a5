import { chatPaths } from '@vakilyar/contract';
import { request } from '@/lib/api/request';

/** The fallback of a socket `chat.read` while the socket is closed: my side's unread counter goes to zero. */
export async function markSessionRead(sessionPid: string): Promise<void> {
  await request({ endpoint: chatPaths.chat.markRead(sessionPid), method: 'POST', data: {}, silent: true });
}
