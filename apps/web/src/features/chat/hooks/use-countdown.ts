import { useEffect, useState } from 'react';

function secondsUntil(end: number): number | null {
  return Number.isNaN(end) ? null : Math.max(0, Math.ceil((end - Date.now()) / 1000));
}

/** Whole seconds until `endsAt`, ticking every second while `running`; null without an end. */
export function useCountdown(endsAt: string | null, running: boolean): number | null {
  const end = endsAt ? Date.parse(endsAt) : Number.NaN;
  const [left, setLeft] = useState(() => secondsUntil(end));

  useEffect(() => {
    setLeft(secondsUntil(end));
    if (!running || Number.isNaN(end)) return;
    const timer = setInterval(() => setLeft(secondsUntil(end)), 1000);
    return () => clearInterval(timer);
  }, [end, running]);

  return left;
}
