import createEmotionServer from '@emotion/server/create-instance';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import type { RouteObject } from 'react-router';
import { rtlCache } from '@/app/rtl-cache';
import { AppShell } from '@/app/shell/app-shell';
import { PATHS } from '@/lib/route-paths';

/** A first-time visitor's browser, in Node: no token stored, so no session (the /login loader reads it). */
export function installVisitorStorage(): void {
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

/** The markup of `tree`. */
export async function renderMarkup(what: string, tree: ReactNode): Promise<string> {
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
export function stylesOf(
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

/** The route that holds the dashboard: the signed-in shell, its children the signed-in pages. */
export function signedInShellRoute(routes: RouteObject[]): RouteObject | undefined {
  for (const route of routes) {
    const children = route.children ?? [];
    if (children.some((child) => child.path === PATHS.dashboard)) return route;
    const found = signedInShellRoute(children);
    if (found) return found;
  }
  return undefined;
}

/**
 * A prerender reads no session (hydration starts signed out, lib/auth/session.ts): the sample is drawn as
 * signed in, so the signed-in pages' shell is drawn without its session check.
 */
export function withoutSessionCheck(routes: RouteObject[]): void {
  const shell = signedInShellRoute(routes);
  if (shell) shell.lazy = async () => ({ Component: AppShell });
}

/** Resolves once the loaders' queries, and the ones they start in turn (the dashboard's cards), are done. */
export async function queriesSettled(queryClient: QueryClient): Promise<void> {
  for (let quietTurns = 0; quietTurns < 3; ) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    quietTurns = queryClient.isFetching() === 0 ? quietTurns + 1 : 0;
  }
}
