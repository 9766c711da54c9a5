import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
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
  // The first page's lazy modules are loaded: the toast container may follow without delaying it. A
  // prerendered page has no container in its HTML, so hydration starts without it.
  const firstPageLoaded = useSyncExternalStore(
    router.subscribe,
    () => router.state.initialized,
    () => false,
  );
  return (
    <AppProviders queryClient={queryClient} withToasts={firstPageLoaded}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
