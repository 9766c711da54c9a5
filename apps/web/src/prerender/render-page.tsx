import type { Profile } from '@vakilyar/contract';
import type { AxiosAdapter } from 'axios';
import type { ReactNode } from 'react';
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
import { AppShellFrame } from '@/app/shell/app-shell';
import { PageLoader } from '@/components/page-loader';
import { http } from '@/lib/api/http-client';
import { clearTokens, saveTokens } from '@/lib/auth/token-storage';
import { PATHS } from '@/lib/route-paths';
import { commonText } from '@/locales/fa/common';
import { drawSignedInRoute } from './draw-signed-in-route';
import { installVisitorStorage, renderMarkup, signedInShellRoute, stylesOf } from './render-tools';
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
  const drawn = await drawSignedInRoute(path);
  if (!drawn) throw new Error(`${path} did not render`);
  return drawn.html;
}
