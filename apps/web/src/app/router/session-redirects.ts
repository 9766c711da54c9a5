import { redirect } from 'react-router';
import { hasSession } from '@/lib/auth/session';
import { PATHS } from '@/lib/route-paths';

/** `/` opens the dashboard for a signed-in user and the login page for anyone else. */
export function redirectFromHome(): Response {
  return redirect(hasSession() ? PATHS.dashboard : PATHS.login);
}

/** A signed-in user who opens /login goes to the dashboard instead. */
export function redirectSignedInUser(): Response | null {
  return hasSession() ? redirect(PATHS.dashboard) : null;
}
