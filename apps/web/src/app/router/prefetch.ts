import type { QueryClient } from '@tanstack/react-query';
import {
  type DataRouter,
  type LoaderFunction,
  matchRoutes,
  type Params,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router';
import { hasSession } from '@/lib/auth/session';

/**
 * The prefetches and the API client, in small chunks of their own (build-tools/chunk-groups.ts): the
 * public pages never load the former, and the first call need not wait for the page's code to ask for
 * the latter.
 */
const loadPrefetches = () =>
  Promise.all([import('./page-prefetches'), import('@/lib/api/http-client')]).then(([module]) => module);

/** Starts the first queries of the signed-in page at route `path`, when there is a session to ask with. */
function startQueries(queryClient: QueryClient, path: string, page: { params: Params; url: URL }): void {
  if (hasSession()) void loadPrefetches().then(({ prefetchPage }) => prefetchPage(path, queryClient, page));
}

/**
 * The loader of a signed-in route at `path`: starts the page's first queries (page-prefetches.ts) and
 * returns at once. The router runs it beside the route's lazy module, so the data travels while the code
 * does (issue 23) rather than after it, and the page's own `useQuery` picks up the request in flight.
 * Nothing is asked for without a session: the page is about to send the visitor to /login.
 */
export function prefetchLoader(queryClient: QueryClient, path: string): LoaderFunction {
  return ({ params, url }) => {
    startQueries(queryClient, path, { params, url });
    return null;
  };
}

/**
 * Within a page, a change of its address's search (the calendar's next month, a list's filter) runs no
 * loader: the page's own queries follow the address, and a navigation that waits on a loader would let a
 * second quick click («ماه قبل» twice) start from the address before the first.
 */
const onlyOnArrival: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

/** The signed-in `routes`, each with its prefetching loader. */
export function withPrefetch(routes: RouteObject[], queryClient: QueryClient): RouteObject[] {
  return routes.map((route) =>
    route.path
      ? { ...route, loader: prefetchLoader(queryClient, route.path), shouldRevalidate: onlyOnArrival }
      : route,
  );
}

/**
 * Fetches the code of the page at `path` (its lazy route modules) and starts its first queries, before the
 * user gets there: a link the pointer rests on, the page a sign-in lands on. The router later finds the
 * modules loaded and the queries in flight or answered.
 */
export function prefetchPath(router: DataRouter, queryClient: QueryClient, path: string): void {
  const url = new URL(path, window.location.origin);
  const matches = matchRoutes(router.routes, url.pathname) ?? [];
  for (const { route } of matches)
    if (typeof route.lazy === 'function') void route.lazy().catch(() => undefined);
  const page = matches.at(-1);
  if (page?.route.path) startQueries(queryClient, page.route.path, { params: page.params, url });
}
