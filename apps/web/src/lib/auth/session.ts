import { SERVER_DRAWN } from '@vakilyar/contract';
import { useSyncExternalStore } from 'react';
import { clearTokens, getAccessToken, subscribeToTokens } from './token-storage';

const endListeners = new Set<() => void>();

export function hasSession(): boolean {
  return getAccessToken() !== null;
}

/**
 * The session the page's HTML was drawn with, which hydration starts from before it reads the stored token:
 * a signed-in page the server drew for its user is signed in, a page prerendered at build time is a
 * visitor's. On the server, whether the drawing stored a token.
 */
const sessionAsDrawn = () =>
  typeof document === 'undefined'
    ? hasSession()
    : document.documentElement.hasAttribute(SERVER_DRAWN.attribute) && hasSession();

/** True while an access token is stored; re-renders on login, logout and a failed refresh. */
export function useHasSession(): boolean {
  return useSyncExternalStore(subscribeToTokens, hasSession, sessionAsDrawn);
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
