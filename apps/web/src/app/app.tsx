import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { type DataRouter, RouterProvider } from 'react-router';
import { AppProviders, AppToasts } from './providers';
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
  const prefetch = useCallback(
    (path: string) => prefetchPath(router, queryClient, path),
    [router, queryClient],
  );
  return (
    <AppProviders queryClient={queryClient} withToasts={false}>
      <PrefetchPathProvider value={prefetch}>
        <RouterProvider router={router} />
      </PrefetchPathProvider>
      <ToastsOnceLoaded router={router} />
    </AppProviders>
  );
}

/**
 * The toasts' container once the first page's lazy modules are loaded, so it never delays them. A drawn or
 * prerendered page has no container in its HTML, so hydration starts without it and adds it right after:
 * in this leaf, since that first update is synchronous and would otherwise draw the whole app again.
 */
function ToastsOnceLoaded({ router }: { router: DataRouter }) {
  const firstPageLoaded = useSyncExternalStore(
    router.subscribe,
    () => router.state.initialized,
    () => false,
  );
  return firstPageLoaded ? <AppToasts /> : null;
}
