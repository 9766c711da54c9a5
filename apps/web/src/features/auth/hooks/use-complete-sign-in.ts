import { useQueryClient } from '@tanstack/react-query';
import type { AuthResult } from '@vakilyar/contract';
import { useCallback, useEffect } from 'react';
import { type Location, useLocation, useNavigate } from 'react-router';
import { usePrefetchPath } from '@/app/router/use-prefetch-path';
import { profileQuery } from '@/features/profile/api/get-profile';
import { saveTokens } from '@/lib/auth/token-storage';
import { PATHS } from '@/lib/route-paths';

/** Where the user was sent to /login from, by the signed-in routes; else the dashboard. */
function returnPath(state: unknown): string {
  const from = (state as { from?: Partial<Location> } | null)?.from?.pathname;
  return typeof from === 'string' && from.startsWith('/') && from !== PATHS.login ? from : PATHS.dashboard;
}

/** Stores the tokens, loads the profile, then opens the dashboard (or the page asked for). */
export function useCompleteSignIn(): (auth: AuthResult) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    async (auth: AuthResult) => {
      saveTokens({ accessToken: auth.access_token, refreshToken: auth.refresh_token });
      await queryClient.prefetchQuery(profileQuery);
      await navigate(returnPath(location.state), { replace: true });
    },
    [queryClient, navigate, location.state],
  );
}

/** Once the user is signing in (past the mobile number), the page they will land on loads meanwhile. */
export function usePrefetchLanding(signingIn: boolean): void {
  const prefetch = usePrefetchPath();
  const landing = returnPath(useLocation().state);
  useEffect(() => {
    if (signingIn) prefetch(landing);
  }, [signingIn, landing, prefetch]);
}
