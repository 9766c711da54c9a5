import { useSyncExternalStore } from 'react';
import { clearTokens, getAccessToken, subscribeToTokens } from './token-storage';

const endListeners = new Set<() => void>();

export function hasSession(): boolean {
  return getAccessToken() !== null;
}

/** A prerendered page is a visitor's: hydration starts signed out, then reads the stored token. */
const noSessionInPrerender = () => false;

/** True while an access token is stored; re-renders on login, logout and a failed refresh. */
export function useHasSession(): boolean {
  return useSyncExternalStore(subscribeToTokens, hasSession, noSessionInPrerender);
}

/**
 * Resets the auth state: clears both tokens and tells the app, which empties its cache
 * and goes to /login. Used by logout, account removal and a failed refresh.
 */
export function endSession(): void {
  clearTokens();
  for (const listener of endListeners) listener();
}

export function onSessionEnd(listener: () => void): () => void {
  endListeners.add(listener);
  return () => {
    endListeners.delete(listener);
  };
}
