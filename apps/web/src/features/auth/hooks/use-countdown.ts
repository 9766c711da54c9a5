import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until a deadline `seconds` from now, ticking once a second; `restart` sets a new one. */
export function useCountdown(seconds: number): { remaining: number; restart: (seconds: number) => void } {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((deadline - now) / 1000));
  const running = remaining > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);

  const restart = useCallback((next: number) => {
    const start = Date.now();
    setNow(start);
    setDeadline(start + next * 1000);
  }, []);

  return { remaining, restart };
}
