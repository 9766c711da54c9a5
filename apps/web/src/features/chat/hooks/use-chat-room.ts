import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { refreshAccessToken } from '@/lib/api/session-refresh';
import { getAccessToken } from '@/lib/auth/token-storage';
import { notifyError } from '@/lib/notify';
import { chatKeys } from '../api/chat-keys';
import { ChatRoom } from '../state/chat-room';
import type { ChatState } from '../state/chat-state';

/** Errors the page shows otherwise: the missing token in the banner; a refused token is refreshed. */
const SILENT_ERRORS = new Set(['token_unavailable', 'token_not_valid']);

/**
 * The room of one session for as long as the page shows it: connects on mount, closes normally on
 * unmount. A `chat.error` is toasted (it is also in the state); the sessions list is refreshed on the
 * way out so its unread badges and last messages are current.
 */
export function useChatRoom(sessionPid: string): { state: ChatState; room: ChatRoom } {
  const queryClient = useQueryClient();
  const [room] = useState(
    () => new ChatRoom({ getToken: getAccessToken, refreshToken: (sent) => refreshAccessToken(sent) }),
  );
  const state = useSyncExternalStore(room.subscribe, room.getState);

  useEffect(() => {
    room.connect(sessionPid);
    return () => {
      room.disconnect();
      void queryClient.invalidateQueries({ queryKey: chatKeys.sessions });
    };
  }, [room, sessionPid, queryClient]);

  useEffect(() => {
    const lost = () => room.lineLost();
    const back = () => room.lineBack();
    window.addEventListener('offline', lost);
    window.addEventListener('online', back);
    return () => {
      window.removeEventListener('offline', lost);
      window.removeEventListener('online', back);
    };
  }, [room]);

  useEffect(
    () =>
      room.onError((error) => {
        if (!SILENT_ERRORS.has(error.code)) notifyError(error.message);
      }),
    [room],
  );

  return { state, room };
}
