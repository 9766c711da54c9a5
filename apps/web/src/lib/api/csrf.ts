import { CSRF } from '@vakilyar/contract';

/** The `csrftoken` cookie set by ensure-cookie, or null before it is set (or at build time, in Node). */
export function readCsrfToken(): string | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${CSRF.cookie}=`;
  const cookie = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return cookie ? decodeURIComponent(cookie.slice(prefix.length)) : null;
}
