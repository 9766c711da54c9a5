import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useHasSession } from '@/lib/auth/session';
import { PATHS } from '@/lib/route-paths';

/** No access token, no page: off to /login, which comes back here after signing in. */
export function RequireSession({ children }: { children: ReactNode }) {
  const signedIn = useHasSession();
  const location = useLocation();
  if (!signedIn) return <Navigate to={PATHS.login} replace state={{ from: location }} />;
  return children;
}
