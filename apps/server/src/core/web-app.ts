import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

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

/** Serves the built single-page app on the API's port; answers whether there was one to serve. */
export async function registerWebApp(app: FastifyInstance, configured?: string): Promise<boolean> {
  const root = configured ? resolve(configured) : findWebDist();
  if (!root || !existsSync(join(root, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: ['index.html'],
    cacheControl: false,
    setHeaders: (reply: FastifyReply, path: string) => {
      reply.header('cache-control', cacheControlFor(path));
    },
  });
  return true;
}
