import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { signedInDrawing } from './signed-in-drawing.ts';

/** apps/web/dist, found from this file whether it runs from src/ or from the bundled dist/. */
function findWebDist(): string | undefined {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'apps', 'web', 'dist');
    if (existsSync(join(candidate, 'index.html'))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** Vite names every bundled asset by its content hash, so those never change; index.html must always be fresh. */
function cacheControlFor(path: string): string {
  return /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** The built app's pages (`registerWebApp`). */
export interface WebPages {
  /** The HTML file of the built app that answers a page path. */
  fileOf: (pathname: string) => string;
  /** The signed-in page at the request's address drawn for its user, when the build can (issue 23). */
  drawn: (request: FastifyRequest, pathname: string) => Promise<string | undefined>;
}

/** A route path (`/cases/:pid`) as a pattern of whole segments, with or without a trailing slash. */
function routePattern(path: string): RegExp {
  const segments = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}/?$`);
}

/** The signed-in pages' shell with the frame painted, and the route paths it answers (issue 23). */
function signedInFrame(root: string): { file: string; patterns: RegExp[] } | undefined {
  const manifest = join(root, 'signed-in-frame.json');
  if (!existsSync(manifest)) return undefined;
  const { file, paths } = JSON.parse(readFileSync(manifest, 'utf8')) as { file: string; paths: string[] };
  return existsSync(join(root, file)) ? { file, patterns: paths.map(routePattern) } : undefined;
}

/**
 * The build prerenders the pages visitors land on (apps/web/build-tools/prerender.ts): `prerendered.json`
 * names each one's file, `app-frame.html` (named by `signed-in-frame.json`) paints the signed-in frame for
 * the signed-in pages, and `app.html` is the empty shell every other page starts from. A build without
 * them answers every page with index.html. A signed-in page is drawn with its user's data when the browser
 * carries the page-session cookie (signed-in-drawing.ts), else answered with the frame.
 */
function webPages(app: FastifyInstance, root: string): WebPages {
  const manifest = join(root, 'prerendered.json');
  const prerendered = new Map<string, string>(
    existsSync(manifest) ? Object.entries(JSON.parse(readFileSync(manifest, 'utf8'))) : [],
  );
  const frame = signedInFrame(root);
  const shell = existsSync(join(root, 'app.html')) ? 'app.html' : 'index.html';
  const isSignedIn = (pathname: string) => frame?.patterns.some((pattern) => pattern.test(pathname)) ?? false;
  const draw = frame && signedInDrawing(app, root, frame.file);
  return {
    fileOf: (pathname) => prerendered.get(pathname) ?? (frame && isSignedIn(pathname) ? frame.file : shell),
    drawn: async (request, pathname) =>
      draw && !prerendered.has(pathname) && isSignedIn(pathname) ? draw(request) : undefined,
  };
}

/** Serves the built single-page app on the API's port; answers which file serves a page, if there is an app. */
export async function registerWebApp(
  app: FastifyInstance,
  configured?: string,
): Promise<WebPages | undefined> {
  const root = configured ? resolve(configured) : findWebDist();
  if (!root || !existsSync(join(root, 'index.html'))) return undefined;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: ['index.html'],
    // The build writes .br and .gz beside each text file (apps/web/precompress.ts): sent as they are, with
    // `Vary: Accept-Encoding`, to the browsers that accept them.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, path: string) => {
      reply.header('cache-control', cacheControlFor(path));
    },
  });
  registerCrawlerFiles(app);
  return webPages(app, root);
}

/** The public pages a search engine may list (the rest need signing in). */
const PUBLIC_PAGES = ['/', '/consultants', '/faq', '/about', '/contact', '/login'];

/** robots.txt and sitemap.xml, as the files crawlers expect rather than the app's HTML. */
function registerCrawlerFiles(app: FastifyInstance): void {
  const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
  const day = 'public, max-age=86400';
  app.get('/robots.txt', { schema: { hide: true } }, (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', day)
      .send(
        `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /ws/\n\nSitemap: ${origin(request)}/sitemap.xml\n`,
      ),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, (request, reply) => {
    const urls = PUBLIC_PAGES.map((path) => `  <url><loc>${origin(request)}${path}</loc></url>`).join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', day)
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      );
  });
}
