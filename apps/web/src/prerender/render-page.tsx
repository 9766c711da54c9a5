import type { Profile } from '@vakilyar/contract';
import type { AxiosAdapter } from 'axios';
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
import {
  installVisitorStorage,
  type RenderedMarkup,
  renderMarkup,
  signedInShellRoute,
  stylesOf,
} from './render-tools';
import { sampleHomeAnswer } from './sample-home';
import { SAMPLE_CASE_PID, SAMPLE_CLIENT, SAMPLE_LAWYER, sampleAnswer } from './sample-office';

export interface PrerenderedPage {
  /** The markup of `#root`, hydrated by main.tsx. */
  html: string;
  /** Emotion's `<style data-emotion>` tags for that markup; the client's cache adopts them. */
  styleTags: string;
  /** The document's title and description, as RootLayout would set them. */
  title: string;
  description: string;
  /**
   * The styles the page's sections insert once its call has answered (the home page's banners, services,
   * consultants), beyond `styleTags`: sent apart, in small tags the boot script moves into the head before
   * the app's code runs, so emotion adopts them rather than building them on the phone (`sample-home.ts`).
   */
  laterStyleTags: string;
}

/** The pages' styles come in tags of this many rules, each parsed in a task of its own (the boot script). */
const PAGE_STYLE_IDS_PER_TAG = 16;

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
  const markup = await renderMarkup(
    path,
    <AppProviders queryClient={queryClient} withToasts={false}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  const styles = stylesOf(markup);
  const head = routeHead(context.matches.map((match) => match.route));
  return {
    html: markup.html,
    styleTags: styles.tags,
    title: head.title ? commonText.documentTitle(head.title) : commonText.appName,
    description: head.description ?? commonText.defaultDescription,
    laterStyleTags: stylesOf(await renderAnswered(path), {
      written: styles.ids,
      idsPerTag: PAGE_STYLE_IDS_PER_TAG,
    }).tags,
  };
}

/** A public page as it stands once its calls have answered from the sample site (`sample-home.ts`). */
async function renderAnswered(path: string): Promise<RenderedMarkup> {
  const adapter = http.defaults.adapter;
  const unanswered: string[] = [];
  http.defaults.adapter = sampleAdapter(sampleHomeAnswer, unanswered);
  try {
    const drawn = await drawSignedInRoute(path, { askedByRender: true });
    // A page drawn without its data would leave its sections' styles out.
    if (!drawn || unanswered.length > 0)
      throw new Error(`${path} did not draw from the sample site (${unanswered.join(', ')})`);
    return drawn.markup;
  } finally {
    http.defaults.adapter = adapter;
  }
}

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
  const frame = await renderMarkup(
    'the signed-in frame',
    <AppProviders queryClient={queryClient} withToasts={false}>
      <StaticRouter location={PATHS.dashboard}>
        <AppShellFrame>
          <PageLoader />
        </AppShellFrame>
      </StaticRouter>
    </AppProviders>,
  );
  const frameStyles = stylesOf(frame);
  const pages = await renderSamplePages();
  return {
    html: frame.html,
    styleTags: frameStyles.tags,
    pageStyleTags: stylesOf(pages, {
      written: frameStyles.ids,
      idsPerTag: PAGE_STYLE_IDS_PER_TAG,
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

async function renderSamplePages(): Promise<RenderedMarkup> {
  const adapter = http.defaults.adapter;
  saveTokens({ accessToken: 'sample', refreshToken: 'sample' });
  try {
    const markup: RenderedMarkup = { html: '', styleIds: new Set() };
    for (const page of SAMPLE_PAGES) {
      const unanswered: string[] = [];
      http.defaults.adapter = sampleAdapter((url) => sampleAnswer(url, page.profile), unanswered);
      const drawn = await renderSamplePage(page.path);
      markup.html += drawn.html;
      for (const id of drawn.styleIds) markup.styleIds.add(id);
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

/**
 * Answers each call from a sample (the office's, the site's); one it cannot answer fails, and is noted in
 * `unanswered`.
 */
const sampleAdapter =
  (answer: (url: string) => unknown, unanswered: string[]): AxiosAdapter =>
  async (config) => {
    const data = answer(config.url ?? '');
    if (data === undefined) {
      unanswered.push(config.url ?? '');
      throw new Error(`The sample has no answer for ${config.url}`);
    }
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };

async function renderSamplePage(path: string): Promise<RenderedMarkup> {
  const drawn = await drawSignedInRoute(path);
  if (!drawn) throw new Error(`${path} did not render`);
  return drawn.markup;
}
