import { useCallback, useEffect, useRef } from 'react';

/** Quiet time after the last keystroke before «stopped typing» is sent. */
const IDLE_MS = 3000;

/**
 * Turns keystrokes into typing frames: `true` on the first key, `false` after three quiet seconds or
 * when the message is sent; never the same value twice in a row.
 */
export function useTypingSignal(send: (isTyping: boolean) => void) {
  const typing = useRef(false);
  const idleTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stop = useCallback(() => {
    if (idleTimer.current) clearTimeout(idleTimer.current);
    idleTimer.current = null;
    if (typing.current) {
      typing.current = false;
      send(false);
    }
  }, [send]);

  const keystroke = useCallback(() => {
    if (!typing.current) {
      typing.current = true;
      send(true);
    }
    if (idleTimer.current) clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(stop, IDLE_MS);
  }, [send, stop]);

  useEffect(() => stop, [stop]);

  return { keystroke, stop };
}
