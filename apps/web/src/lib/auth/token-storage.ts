import { STORAGE_KEYS } from '@vakilyar/contract';
import { writePageSessionCookie } from './page-session-cookie';

export interface Tokens {
  accessToken: string;
  /** Absent when a refresh answer did not rotate it: the stored one stays. */
  refreshToken?: string;
}

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function getAccessToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.accessToken);
}

export function getRefreshToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.refreshToken);
}

export function saveTokens({ accessToken, refreshToken }: Tokens): void {
  localStorage.setItem(STORAGE_KEYS.accessToken, accessToken);
  if (refreshToken) localStorage.setItem(STORAGE_KEYS.refreshToken, refreshToken);
  writePageSessionCookie(accessToken);
  notify();
}

export function clearTokens(): void {
  localStorage.removeItem(STORAGE_KEYS.accessToken);
  localStorage.removeItem(STORAGE_KEYS.refreshToken);
  writePageSessionCookie(null);
  notify();
}

/** Calls back when the tokens change here or in another tab of the same browser. */
export function subscribeToTokens(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.accessToken) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
