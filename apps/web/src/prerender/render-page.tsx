import createEmotionServer from '@emotion/server/create-instance';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { routeHead } from '@/app/router/route-handle';
import { createAppRoutes } from '@/app/router/routes';
import { rtlCache } from '@/app/rtl-cache';
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

  // Styles go to the cache, not inline beside each element, so they are extracted once into <head>.
  rtlCache.compat = true;
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <AppProviders queryClient={queryClient} withToasts={false}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
    // Whole boundaries in place: no part is outlined behind an inline script (the CSP refuses them).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  if (html.includes('<script')) throw new Error(`${path} was written with inline scripts`);
  const emotion = createEmotionServer(rtlCache);
  const styleTags = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  const head = routeHead(context.matches.map((match) => match.route));
  return {
    html,
    styleTags,
    title: head.title ? commonText.documentTitle(head.title) : commonText.appName,
    description: head.description ?? commonText.defaultDescription,
  };
}
