import { PAGE_SESSION_COOKIE, STORAGE_KEYS } from '@vakilyar/contract';

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

/**
 * The access token as a cookie too, so the server can draw the next signed-in page into its HTML (issue 23).
 * Lax: a link opened from another site still arrives drawn; the API itself reads only the header.
 */
export function writePageSessionCookie(accessToken: string | null): void {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari.
  document.cookie = accessToken
    ? `${PAGE_SESSION_COOKIE}=${accessToken}; path=/; samesite=lax${secure}`
    : `${PAGE_SESSION_COOKIE}=; path=/; max-age=0; samesite=lax${secure}`;
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
