import { redirect } from 'react-router';
import { hasSession } from '@/lib/auth/session';
import { PATHS } from '@/lib/route-paths';

/** A signed-in user who opens /login goes to the dashboard instead. */
export function redirectSignedInUser(): Response | null {
  return hasSession() ? redirect(PATHS.dashboard) : null;
}
