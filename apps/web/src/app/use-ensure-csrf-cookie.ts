import { useEffect } from 'react';
import { ensureCookie } from '@/features/auth/api/ensure-cookie';

/** Module-level, so StrictMode's second effect run (and a remount) does not ask again. */
let requested = false;

/** On first load, asks for the CSRF cookie once and logs the outcome; nothing is shown (spec section 2). */
export function useEnsureCsrfCookie(): void {
  useEffect(() => {
    if (requested) return;
    requested = true;
    ensureCookie().then(
      () => console.log('[vakilyar] ensure-cookie: CSRF cookie set'),
      (error: unknown) => console.log('[vakilyar] ensure-cookie: failed', error),
    );
  }, []);
}
