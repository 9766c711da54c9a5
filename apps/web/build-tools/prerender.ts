import { readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { EARLY_CALLS_CHUNK, EARLY_CALLS_MODULE, withEarlyCalls } from './early-calls';

export interface PrerenderedRoute {
  path: string;
  /** Written beside index.html; the server sends it for `path` (prerendered.json). */
  file: string;
  /** The lazy route modules the page draws: preloaded with the entry, so hydration waits on no round trip. */
  modules: string[];
}

/** What the server reads: each prerendered path and its file, and the empty shell for every other page. */
export const PRERENDER_MANIFEST = 'prerendered.json';
export const APP_SHELL = 'app.html';
/** The signed-in pages' shell, with the frame painted (issue 23), and the route paths it answers. */
export const SIGNED_IN_FRAME = 'app-frame.html';
export const SIGNED_IN_FRAME_MANIFEST = 'signed-in-frame.json';
/** The app built for Node, beside the web build and out of what it serves. */
export const SERVER_RENDER_DIR = 'dist-server';

interface RenderedPage {
  html: string;
  styleTags: string;
  title: string;
  description: string;
  laterStyleTags: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The frame's `<template>` of the hot pages' styles: the contract's `SERVER_DRAWN.pageStylesId`, which the
 * server leaves out of a page it draws (Vite's config cannot load the contract's TypeScript).
 */
const PAGE_STYLES_ID = 'page-styles';

/**
 * Loads the app once the prerendered page has painted: a phone's CPU draws the page before it evaluates
 * and hydrates the scripts, which are fetched once its text has painted (main.tsx hydrates).
 */
const BOOT_SCRIPT = `const root = document.getElementById('root');
const { entry, preload, pages } = root.dataset;
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
const PRELOADS_PER_TASK = 5;
const FIRST_PAINT_WAIT_MS = 3000;
// The chunks of the signed-in page at this address (app-frame.html): '/cases/:pid' holds '/cases/abc'.
function pageChunks() {
  const segments = location.pathname.replace(/(.)\\/$/, '$1').split('/');
  for (const [pattern, files] of Object.entries(JSON.parse(pages ?? '{}'))) {
    const parts = pattern.split('/');
    const matches = (part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i]);
    if (parts.length === segments.length && parts.every(matches)) return files;
  }
  return [];
}
// After the page's first contentful paint, not its first frame: a frame can paint before any text does (the
// fonts' block period), and scripts fetched before the text shows share the slow line with what it waits for.
const contentPainted = new Promise((resolve) => {
  const done = () => requestAnimationFrame(() => setTimeout(resolve));
  const paints = (list) => list.getEntriesByName('first-contentful-paint').length > 0;
  if (paints(performance)) return done();
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return done();
  const observer = new PerformanceObserver((list) => {
    if (!paints(list)) return;
    observer.disconnect();
    done();
  });
  observer.observe({ type: 'paint', buffered: true });
  // A page painted while hidden (a background tab) reports no paint until it shows.
  setTimeout(done, FIRST_PAINT_WAIT_MS);
});
contentPainted.then(async () => {
  const modules = preload.split(' ').filter(Boolean);
  // A few links a task: a phone spends ~6 ms starting each preload, ~180 ms for a page's thirty.
  const chunks = [...modules, ...pageChunks()];
  for (let start = 0; start < chunks.length; start += PRELOADS_PER_TASK) {
    for (const href of chunks.slice(start, start + PRELOADS_PER_TASK)) {
      const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
      link.crossOrigin = '';
      document.head.append(link);
    }
    await nextTask();
  }
  // The styles of the pages people work on (app-frame.html), left out of the first paint's work: in the
  // head before the app's code runs, so emotion's cache adopts them rather than building them again. A
  // tag per task while the modules download: parsed at once, they held a phone's main thread ~150 ms.
  const pageStyles = document.getElementById('${PAGE_STYLES_ID}');
  for (const style of pageStyles ? [...pageStyles.content.children] : []) {
    document.head.append(style);
    await nextTask();
  }
  // The libraries first and the app's entry last, each module evaluated in a task of its own: evaluated
  // with the entry, the whole graph would hold a phone's main thread in one task.
  for (const href of modules.filter((href) => href !== entry)) {
    await import(href);
    await nextTask();
  }
  await import(entry);
});
`;

interface RenderedFrame {
  html: string;
  styleTags: string;
  pageStyleTags: string;
  paths: string[];
}

/** Around the frame's markup in `app-frame.html`: the server puts a page it drew for its user in their place. */
const FRAME_START = '<!--frame-->';
const FRAME_END = '<!--/frame-->';

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * `shell` without its entry script and module preloads, which the boot script loads once the HTML has
 * painted, and the `#root` attributes that tell it what to load.
 */
function deferScripts(
  shell: string,
  preloads: string[],
  boot: string,
): { html: string; bootTag: string; rootData: string } {
  const entry = shell.match(ENTRY_SCRIPT)?.[1];
  if (!entry) throw new Error('index.html has no entry script');
  const vendor = [...shell.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const preload = [...new Set([...vendor, ...preloads.map((file) => `/${file}`)])].join(' ');
  return {
    html: shell.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''),
    bootTag: `<script type="module" src="/${boot}"></script>`,
    rootData: `data-entry="${entry}" data-preload="${preload}"`,
  };
}

/** The styles a page inserts once its call has answered, for the boot script to move into the head. */
const laterStyles = (page: RenderedPage) =>
  page.laterStyleTags ? `\n    <template id="${PAGE_STYLES_ID}">${page.laterStyleTags}</template>` : '';

function fillShell(
  shell: string,
  route: PrerenderedRoute,
  page: RenderedPage,
  { boot, preloads }: { boot: string; preloads: string[] },
): string {
  const { html, bootTag, rootData } = deferScripts(shell, preloads, boot);
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', `  ${page.styleTags}\n    ${bootTag}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${route.path}" ${rootData}>${page.html}</div>${laterStyles(page)}`,
    )
    .replace(
      /<meta name="description" content="[^"]*"/,
      `<meta name="description" content="${escapeHtml(page.description)}"`,
    );
}

/**
 * The app's shell with the signed-in frame painted in `#root`: like a prerendered page, the scripts load
 * after its first frame, and main.tsx draws the app over it once the page's code is here.
 */
function withFrame(
  shell: string,
  frame: RenderedFrame,
  { boot, preloads, pages }: { boot: string; preloads: string[]; pages: Record<string, string[]> },
): string {
  const { html, bootTag, rootData } = deferScripts(shell, preloads, boot);
  const pageData = escapeHtml(
    JSON.stringify(
      Object.fromEntries(
        Object.entries(pages).map(([path, files]) => [path, files.map((file) => `/${file}`)]),
      ),
    ),
  );
  return html
    .replace('</head>', `  ${frame.styleTags}\n    ${bootTag}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-frame="signed-in" ${rootData} data-pages="${pageData}">${FRAME_START}${frame.html}${FRAME_END}</div>\n    <template id="${PAGE_STYLES_ID}">${frame.pageStyleTags}</template>`,
    );
}

const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g;

/**
 * The app's stylesheet (the fonts' faces, 2 KB compressed) written into the HTML: one render-blocking
 * request fewer before a slow phone's first paint.
 */
async function inlineStylesheets(html: string, outDir: string): Promise<string> {
  let inlined = html;
  for (const [link, file] of html.matchAll(STYLESHEET))
    inlined = inlined.replace(link, `<style>${await readFile(join(outDir, file ?? ''), 'utf8')}</style>`);
  return inlined;
}

/**
 * Renders the public pages a visitor lands on (`/`, `/login`) to HTML at build time with the app's own
 * components (src/prerender/render-page.tsx, built for Node), so a slow phone paints the page from the
 * HTML while the scripts download, and main.tsx hydrates it (issue 14). Runs before the precompression.
 */
export function prerender(
  routes: PrerenderedRoute[],
  signedIn: { modules: string[]; pages: Record<string, string> },
  alias: Record<string, string>,
): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  const preloads = new Map<string, string[]>();
  let framePreloads: string[] = [];
  const pagePreloads: Record<string, string[]> = {};
  let boot = '';
  let earlyCalls = '';
  return {
    name: 'vakilyar-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(root, config.build.outDir);
    },
    buildStart() {
      this.emitFile({ type: 'chunk', id: resolve(root, EARLY_CALLS_MODULE), name: EARLY_CALLS_CHUNK });
    },
    generateBundle(_options, bundle) {
      boot = this.getFileName(this.emitFile({ type: 'asset', name: 'boot.js', source: BOOT_SCRIPT }));
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      earlyCalls = chunks.find((chunk) => chunk.isEntry && chunk.name === EARLY_CALLS_CHUNK)?.fileName ?? '';
      const withImports = (fileName: string, taken: Set<string>) => {
        if (taken.has(fileName)) return;
        taken.add(fileName);
        for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? [])
          withImports(imported, taken);
      };
      const chunksOf = (modules: string[]) => {
        const files = new Set<string>();
        for (const chunk of chunks)
          if (!chunk.isEntry && chunk.moduleIds.some((id) => modules.includes(relative(root, id))))
            withImports(chunk.fileName, files);
        return [...files];
      };
      for (const route of routes) preloads.set(route.path, chunksOf(route.modules));
      // The entry too: a signed-in page draws nothing of its own before it, so it need not wait its turn.
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.name !== EARLY_CALLS_CHUNK)?.fileName;
      framePreloads = [...(entry ? [entry] : []), ...chunksOf(signedIn.modules)];
      // Each signed-in page's own chunks, preloaded when the frame is opened at its address: the router
      // would ask for them only once the entry has run.
      for (const [path, module] of Object.entries(signedIn.pages))
        pagePreloads[path] = chunksOf([module]).filter((file) => !framePreloads.includes(file));
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        // Kept beside dist: the server draws signed-in pages with `draw-for-server.js` at request time.
        const serverOut = resolve(outDir, '..', SERVER_RENDER_DIR);
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          plugins: [react()],
          resolve: { alias },
          ssr: { noExternal: true },
          publicDir: false,
          // React's and MUI's production builds whatever NODE_ENV the server runs with: the development
          // ones drew a page several times slower, checking every element.
          define: { 'process.env.NODE_ENV': JSON.stringify('production') },
          build: {
            ssr: true,
            outDir: serverOut,
            emptyOutDir: true,
            rollupOptions: {
              input: {
                'render-page': 'src/prerender/render-page.tsx',
                'draw-for-server': 'src/prerender/draw-for-server.tsx',
              },
            },
          },
        });
        const { renderPage, renderSignedInFrame } = (await import(
          pathToFileURL(join(serverOut, 'render-page.js')).href
        )) as {
          renderPage: (path: string) => Promise<RenderedPage>;
          renderSignedInFrame: () => Promise<RenderedFrame>;
        };
        const shell = await inlineStylesheets(await readFile(join(outDir, 'index.html'), 'utf8'), outDir);
        const appShell = withEarlyCalls(shell, earlyCalls);
        await writeFile(join(outDir, APP_SHELL), appShell);
        const frame = await renderSignedInFrame();
        await writeFile(
          join(outDir, SIGNED_IN_FRAME),
          withFrame(appShell, frame, { boot, preloads: framePreloads, pages: pagePreloads }),
        );
        await writeFile(
          join(outDir, SIGNED_IN_FRAME_MANIFEST),
          JSON.stringify({ file: SIGNED_IN_FRAME, paths: frame.paths }),
        );
        const manifest: Record<string, string> = {};
        for (const route of routes) {
          const page = await renderPage(route.path);
          const html = fillShell(shell, route, page, { boot, preloads: preloads.get(route.path) ?? [] });
          await writeFile(join(outDir, route.file), html);
          manifest[route.path] = route.file;
        }
        await writeFile(join(outDir, PRERENDER_MANIFEST), JSON.stringify(manifest));
      },
    },
  };
}
