import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while React hydrates a prerendered page (and in the prerender itself), true from then on: a form
 * drawn from the build's HTML takes input only once the app can handle it (decision 019).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
