import { PAGE_SESSION_COOKIE } from '@vakilyar/contract';

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
