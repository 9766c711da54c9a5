import { CSRF } from '@vakilyar/contract';

/** The `csrftoken` cookie set by ensure-cookie, or null before it is set. */
export function readCsrfToken(): string | null {
  const prefix = `${CSRF.cookie}=`;
  const cookie = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return cookie ? decodeURIComponent(cookie.slice(prefix.length)) : null;
}
