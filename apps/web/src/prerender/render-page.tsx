import createEmotionServer from '@emotion/server/create-instance';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouter,
  StaticRouterProvider,
} from 'react-router';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { routeHead } from '@/app/router/route-handle';
import { createAppRoutes } from '@/app/router/routes';
import { rtlCache } from '@/app/rtl-cache';
import { AppShellFrame } from '@/app/shell/app-shell';
import { PageLoader } from '@/components/page-loader';
import { PATHS } from '@/lib/route-paths';
import { commonText } from '@/locales/fa/common';

export interface PrerenderedPage {
  /** The markup of `#root`, hydrated by main.tsx. */
  html: string;
  /** Emotion's `<style data-emotion>` tags for that markup; the client's cache adopts them. */
  styleTags: string;
  /** The document's title and description, as RootLayout would set them. */
  title: string;
  description: string;
}

/** A first-time visitor's browser, in Node: no token stored, so no session (the /login loader reads it). */
function installVisitorStorage(): void {
  if (typeof localStorage !== 'undefined') return;
  const items = new Map<string, string>();
  Object.assign(globalThis, {
    localStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => items.set(key, value),
      removeItem: (key: string) => items.delete(key),
      clear: () => items.clear(),
    },
  });
}

/**
 * Renders a public page as a first-time visitor sees it before any call has answered (no session, every
 * query pending), at build time (scripts/prerender.mjs). The tree is the one main.tsx hydrates: the app's
 * providers around the same routes, so the phone reads the page before the scripts arrive (issue 14).
 */
export async function renderPage(path: string): Promise<PrerenderedPage> {
  installVisitorStorage();
  const queryClient = createQueryClient();
  const handler = createStaticHandler(createAppRoutes(queryClient));
  const context = await handler.query(new Request(`http://prerender.invalid${path}`));
  if (context instanceof Response) throw new Error(`${path} redirects; only plain pages are prerendered`);
  if (context.statusCode !== 200) throw new Error(`${path} answers ${context.statusCode}`);

  const router = createStaticRouter(handler.dataRoutes, context);
  const { html, styleTags } = await renderTree(
    path,
    <AppProviders queryClient={queryClient} withToasts={false}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  const head = routeHead(context.matches.map((match) => match.route));
  return {
    html,
    styleTags,
    title: head.title ? commonText.documentTitle(head.title) : commonText.appName,
    description: head.description ?? commonText.defaultDescription,
  };
}

/** The markup of `tree` and emotion's style tags for it. */
async function renderTree(
  what: string,
  tree: ReactNode,
): Promise<Pick<PrerenderedPage, 'html' | 'styleTags'>> {
  // Styles go to the cache, not inline beside each element, so they are extracted once into <head>.
  rtlCache.compat = true;
  const { prelude } = await prerender(tree, {
    // Whole boundaries in place: no part is outlined behind an inline script (the CSP refuses them).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const html = await new Response(prelude).text();
  if (html.includes('<script')) throw new Error(`${what} was written with inline scripts`);
  const emotion = createEmotionServer(rtlCache);
  return { html, styleTags: emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)) };
}

export interface SignedInFrame extends Pick<PrerenderedPage, 'html' | 'styleTags'> {
  /** The route paths of the signed-in pages (`/cases/:pid`), which the server answers with the frame. */
  paths: string[];
}

/** The children of the route that holds the dashboard: the signed-in shell's pages. */
function signedInPaths(routes: RouteObject[]): string[] {
  for (const route of routes) {
    const children = route.children ?? [];
    if (children.some((child) => child.path === PATHS.dashboard))
      return children.flatMap((child) => (child.path ? [child.path] : []));
    const found = signedInPaths(children);
    if (found.length > 0) return found;
  }
  return [];
}

/**
 * The signed-in frame as it stands before the profile and the page have arrived (a name-less top bar, the
 * drawer's placeholders, the page's loading shape), painted from `app-frame.html` while a phone downloads
 * the app (issue 23); main.tsx draws the app over it once the page's code is here.
 */
export async function renderSignedInFrame(): Promise<SignedInFrame> {
  installVisitorStorage();
  const queryClient = createQueryClient();
  const frame = await renderTree(
    'the signed-in frame',
    <AppProviders queryClient={queryClient} withToasts={false}>
      <StaticRouter location={PATHS.dashboard}>
        <AppShellFrame>
          <PageLoader />
        </AppShellFrame>
      </StaticRouter>
    </AppProviders>,
  );
  return { ...frame, paths: signedInPaths(createAppRoutes(queryClient)) };
}
