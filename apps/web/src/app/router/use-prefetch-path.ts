import { createContext, useContext, useEffect, useRef } from 'react';

/** Fetches a page's code and starts its first queries (prefetch.ts); App binds it to the router. */
const PrefetchPathContext = createContext<(path: string) => void>(() => undefined);
export const PrefetchPathProvider = PrefetchPathContext.Provider;

export function usePrefetchPath(): (path: string) => void {
  return useContext(PrefetchPathContext);
}

/** A pointer passing over a list of links is not a choice: it must rest this long on one. */
const HOVER_INTENT_MS = 100;

/**
 * Props for a link to `path` that prefetch its page when the user shows the intent to follow it: the
 * pointer resting on it, a touch (before the click it becomes) or keyboard focus.
 */
export function usePrefetchIntent(path: string) {
  const prefetch = usePrefetchPath();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    onMouseEnter: () => {
      timer.current = setTimeout(() => prefetch(path), HOVER_INTENT_MS);
    },
    onMouseLeave: () => clearTimeout(timer.current),
    onTouchStart: () => prefetch(path),
    onFocus: () => prefetch(path),
  };
}
