import type { QueryClient } from '@tanstack/react-query';
import { type DataRouter, RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { useEnsureCsrfCookie } from './use-ensure-csrf-cookie';
import { useRedirectOnSessionEnd } from './use-redirect-on-session-end';

interface AppProps {
  /** A browser router in the app, a memory router in tests. */
  router: DataRouter;
  queryClient: QueryClient;
}

export function App({ router, queryClient }: AppProps) {
  useEnsureCsrfCookie();
  useRedirectOnSessionEnd(router, queryClient);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
