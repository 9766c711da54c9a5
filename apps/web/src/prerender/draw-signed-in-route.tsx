import type { Query, QueryClient } from '@tanstack/react-query';
import { skipToken } from '@tanstack/react-query';
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { createAppRoutes } from '@/app/router/routes';
import { queriesSettled, type RenderedMarkup, renderMarkup, withoutSessionCheck } from './render-tools';

export interface DrawnRoute {
  markup: RenderedMarkup;
  queryClient: QueryClient;
  context: StaticHandlerContext;
}

/**
 * A signed-in page's markup with its data, once its loaders and the queries they start have answered
 * (through whatever adapter `http` has); undefined when the route redirects or fails. With `askedByRender`,
 * the queries its components ask for too (the server's drawing; the build's sample pages draw what their
 * loaders fetch). The caller has checked the session, so the shell's own check is left out.
 */
export async function drawSignedInRoute(
  path: string,
  { askedByRender = false } = {},
): Promise<DrawnRoute | undefined> {
  const queryClient = createQueryClient();
  const routes = createAppRoutes(queryClient);
  withoutSessionCheck(routes);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.invalid${path}`));
  if (context instanceof Response || context.statusCode !== 200) return undefined;
  await queriesSettled(queryClient);
  const router = createStaticRouter(handler.dataRoutes, context);
  const tree = (
    <AppProviders queryClient={queryClient} withToasts={false}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>
  );
  // A render on the server starts no query (effects do not run there), so the queries a render asked for
  // are fetched and the page drawn again, until it asks for nothing new: the dashboard's cards, then what
  // their answers show.
  let markup = await renderMarkup(path, tree);
  for (let pass = 1; askedByRender && pass < MAX_RENDERS; pass++) {
    const wanted = queryClient.getQueryCache().findAll().filter(isWantedAndUnasked);
    if (wanted.length === 0) break;
    await Promise.allSettled(wanted.map((query) => query.fetch()));
    markup = await renderMarkup(path, tree);
  }
  return { markup, queryClient, context };
}

/** A page whose queries lead to more queries is drawn at most this many times. */
const MAX_RENDERS = 4;

/** A query a render built that has never been asked, and that its component would ask (not disabled). */
function isWantedAndUnasked(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  const isEnabled = typeof enabled === 'function' ? enabled(query) : enabled !== false;
  return (
    isEnabled &&
    query.options.queryFn !== skipToken &&
    query.state.status === 'pending' &&
    query.state.fetchStatus === 'idle' &&
    query.state.dataUpdateCount + query.state.errorUpdateCount === 0
  );
}
