import { useEffect, useState } from 'react';

/** The current moment, renewed every `everyMs`, so a countdown on screen keeps counting. */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
