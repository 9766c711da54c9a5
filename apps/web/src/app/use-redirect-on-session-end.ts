import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { DataRouter } from 'react-router';
import { onSessionEnd } from '@/lib/auth/session';
import { PATHS } from '@/lib/route-paths';

/** When the session ends (logout, failed refresh, deleted account): drop every cached answer, open /login. */
export function useRedirectOnSessionEnd(router: DataRouter, queryClient: QueryClient): void {
  useEffect(
    () =>
      onSessionEnd(() => {
        queryClient.clear();
        void router.navigate(PATHS.login, { replace: true });
      }),
    [router, queryClient],
  );
}
