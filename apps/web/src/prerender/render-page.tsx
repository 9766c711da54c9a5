import createEmotionServer from '@emotion/server/create-instance';
import type { QueryClient } from '@tanstack/react-query';
import type { Profile } from '@vakilyar/contract';
import type { AxiosAdapter } from 'axios';
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
import { AppShell, AppShellFrame } from '@/app/shell/app-shell';
import { PageLoader } from '@/components/page-loader';
import { http } from '@/lib/api/http-client';
import { clearTokens, saveTokens } from '@/lib/auth/token-storage';
import { PATHS } from '@/lib/route-paths';
import { commonText } from '@/locales/fa/common';
import { SAMPLE_CASE_PID, SAMPLE_CLIENT, SAMPLE_LAWYER, sampleAnswer } from './sample-office';

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

/** The markup of `tree`. */
async function renderMarkup(what: string, tree: ReactNode): Promise<string> {
  // Styles go to the cache, not inline beside each element, so they are extracted once into <head>.
  rtlCache.compat = true;
  const { prelude } = await prerender(tree, {
    // Whole boundaries in place: no part is outlined behind an inline script (the CSP refuses them).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const html = await new Response(prelude).text();
  if (html.includes('<script')) throw new Error(`${what} was written with inline scripts`);
  return html;
}

/**
 * The classes the cache holds that no element carries: a styled component's styles passed on to the one it
 * wraps (MUI's IconButton to its ButtonBase), which merges them into a class of its own. The browser builds
 * them again on every first render unless they are sent too; no element needs them, they only mark what
 * has been built.
 */
const composedIds = (html: string) =>
  Object.keys(rtlCache.registered)
    .map((name) => name.slice(rtlCache.key.length + 1))
    .filter((id) => typeof rtlCache.inserted[id] === 'string' && !html.includes(`${rtlCache.key}-${id}`));

/**
 * Emotion's style tags for the classes `html` uses (and the global styles), in the order the cache inserted
 * them, and with `composed` the classes merged into them (`composedIds`); less the styles of `written` (ids
 * another tag of the page already holds), and the ids they hold; at most `idsPerTag` rules a tag.
 */
function stylesOf(
  html: string,
  { written = new Set<string>(), idsPerTag = Number.POSITIVE_INFINITY, composed = false } = {},
): { tags: string; ids: Set<string> } {
  const emotion = createEmotionServer(rtlCache);
  const critical = emotion.extractCriticalToChunks(html).styles;
  const chunks = composed ? [...critical, { key: rtlCache.key, ids: composedIds(html), css: '' }] : critical;
  const styles = chunks.flatMap((chunk) => {
    const ids = chunk.ids.filter((id) => !written.has(id));
    const tags = [];
    for (let start = 0; start < ids.length; start += idsPerTag) {
      const part = ids.slice(start, start + idsPerTag);
      tags.push({ ...chunk, ids: part, css: part.map((id) => rtlCache.inserted[id]).join('') });
    }
    return tags;
  });
  return {
    tags: emotion.constructStyleTagsFromChunks({ html, styles }),
    ids: new Set(styles.flatMap((chunk) => chunk.ids)),
  };
}

/** The markup of `tree` and emotion's style tags for it. */
async function renderTree(
  what: string,
  tree: ReactNode,
): Promise<Pick<PrerenderedPage, 'html' | 'styleTags'>> {
  const html = await renderMarkup(what, tree);
  return { html, styleTags: stylesOf(html).tags };
}

/** The pages' styles come in tags of this many rules, each parsed in a task of its own (the boot script). */
const PAGE_STYLE_IDS_PER_TAG = 16;

export interface SignedInFrame extends Pick<PrerenderedPage, 'html' | 'styleTags'> {
  /** The styles the pages people work on insert beyond the frame's (`renderSamplePages`). */
  pageStyleTags: string;
  /** The route paths of the signed-in pages (`/cases/:pid`), which the server answers with the frame. */
  paths: string[];
}

/** The route that holds the dashboard: the signed-in shell, its children the signed-in pages. */
function signedInShellRoute(routes: RouteObject[]): RouteObject | undefined {
  for (const route of routes) {
    const children = route.children ?? [];
    if (children.some((child) => child.path === PATHS.dashboard)) return route;
    const found = signedInShellRoute(children);
    if (found) return found;
  }
  return undefined;
}

const signedInPaths = (routes: RouteObject[]): string[] =>
  (signedInShellRoute(routes)?.children ?? []).flatMap((child) => (child.path ? [child.path] : []));

/**
 * The signed-in frame as it stands before the profile and the page have arrived (a name-less top bar, the
 * drawer's placeholders, the page's loading shape), painted from `app-frame.html` while a phone downloads
 * the app (issue 23); main.tsx draws the app over it once the page's code is here.
 */
export async function renderSignedInFrame(): Promise<SignedInFrame> {
  installVisitorStorage();
  const queryClient = createQueryClient();
  const html = await renderMarkup(
    'the signed-in frame',
    <AppProviders queryClient={queryClient} withToasts={false}>
      <StaticRouter location={PATHS.dashboard}>
        <AppShellFrame>
          <PageLoader />
        </AppShellFrame>
      </StaticRouter>
    </AppProviders>,
  );
  const frameStyles = stylesOf(html);
  const pages = await renderSamplePages();
  return {
    html,
    styleTags: frameStyles.tags,
    pageStyleTags: stylesOf(pages, {
      written: frameStyles.ids,
      idsPerTag: PAGE_STYLE_IDS_PER_TAG,
      composed: true,
    }).tags,
    paths: signedInPaths(createAppRoutes(queryClient)),
  };
}

/**
 * The pages people work on, as the sample office's lawyer and client first see them. Their markup is
 * thrown away: what is kept is the styles their first render inserts, sent in `app-frame.html` (parsed after
 * its first paint) and adopted by emotion's cache, so a phone draws those pages without building, mirroring
 * and inserting each rule in the one long task of their first commit (issue 23's profile).
 */
const SAMPLE_PAGES: { path: string; profile: Profile }[] = [
  { path: PATHS.dashboard, profile: SAMPLE_LAWYER },
  { path: PATHS.cases, profile: SAMPLE_LAWYER },
  { path: `${PATHS.cases}/${SAMPLE_CASE_PID}`, profile: SAMPLE_LAWYER },
  { path: PATHS.calendar, profile: SAMPLE_LAWYER },
  { path: PATHS.dashboard, profile: SAMPLE_CLIENT },
  { path: PATHS.myCases, profile: SAMPLE_CLIENT },
  { path: `${PATHS.myCases}/${SAMPLE_CASE_PID}`, profile: SAMPLE_CLIENT },
];

async function renderSamplePages(): Promise<string> {
  const adapter = http.defaults.adapter;
  saveTokens({ accessToken: 'sample', refreshToken: 'sample' });
  try {
    let markup = '';
    for (const page of SAMPLE_PAGES) {
      const unanswered: string[] = [];
      http.defaults.adapter = sampleAdapter(page.profile, unanswered);
      markup += await renderSamplePage(page.path);
      // A page drawn without its data would leave its content's styles out.
      if (unanswered.length > 0)
        throw new Error(`The sample office has no answer for ${unanswered.join(', ')} (${page.path})`);
    }
    return markup;
  } finally {
    http.defaults.adapter = adapter;
    clearTokens();
  }
}

/** Answers each call from the sample office; one it cannot answer fails, and is noted in `unanswered`. */
const sampleAdapter =
  (profile: Profile, unanswered: string[]): AxiosAdapter =>
  async (config) => {
    const data = sampleAnswer(config.url ?? '', profile);
    if (data === undefined) {
      unanswered.push(config.url ?? '');
      throw new Error(`The sample office has no answer for ${config.url}`);
    }
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };

async function renderSamplePage(path: string): Promise<string> {
  const queryClient = createQueryClient();
  const routes = createAppRoutes(queryClient);
  withoutSessionCheck(routes);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.invalid${path}`));
  if (context instanceof Response || context.statusCode !== 200) throw new Error(`${path} did not render`);
  await queriesSettled(queryClient);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderMarkup(
    path,
    <AppProviders queryClient={queryClient} withToasts={false}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
}

/**
 * A prerender reads no session (hydration starts signed out, lib/auth/session.ts): the sample is drawn as
 * signed in, so the signed-in pages' shell is drawn without its session check.
 */
function withoutSessionCheck(routes: RouteObject[]): void {
  const shell = signedInShellRoute(routes);
  if (shell) shell.lazy = async () => ({ Component: AppShell });
}

/** Resolves once the loaders' queries, and the ones they start in turn (the dashboard's cards), are done. */
async function queriesSettled(queryClient: QueryClient): Promise<void> {
  for (let quietTurns = 0; quietTurns < 3; ) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    quietTurns = queryClient.isFetching() === 0 ? quietTurns + 1 : 0;
  }
}
