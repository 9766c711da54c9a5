import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { type DataRouter, RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { prefetchPath } from './router/prefetch';
import { PrefetchPathProvider } from './router/use-prefetch-path';
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
  const prefetch = useCallback(
    (path: string) => prefetchPath(router, queryClient, path),
    [router, queryClient],
  );
  return (
    <AppProviders queryClient={queryClient} withToasts={firstPageLoaded}>
      <PrefetchPathProvider value={prefetch}>
        <RouterProvider router={router} />
      </PrefetchPathProvider>
    </AppProviders>
  );
}
