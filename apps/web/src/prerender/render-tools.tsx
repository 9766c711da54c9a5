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

/**
 * The ids of the styles a render asks the cache for, whether built by it or by an earlier render: a page
 * needs them all, the classes its elements carry and the ones merged into those (MUI's IconButton passes its
 * class to its ButtonBase, which merges both into a class of its own). Without them the browser builds and
 * inserts every merged class again in hydration's commit. Renders run one at a time.
 */
let stylesAsked: Set<string> | undefined;
rtlCache.inserted = new Proxy(rtlCache.inserted, {
  get(inserted, id, receiver) {
    if (typeof id === 'string') stylesAsked?.add(id);
    return Reflect.get(inserted, id, receiver);
  },
});

export interface RenderedMarkup {
  html: string;
  /** Emotion's ids of every style the render used (see `stylesAsked`). */
  styleIds: Set<string>;
}

/** The markup of `tree`, and the styles it used. */
export async function renderMarkup(what: string, tree: ReactNode): Promise<RenderedMarkup> {
  // Styles go to the cache, not inline beside each element, so they are extracted once into <head>.
  rtlCache.compat = true;
  const styleIds = new Set<string>();
  stylesAsked = styleIds;
  try {
    const { prelude } = await prerender(tree, {
      // Whole boundaries in place: no part is outlined behind an inline script (the CSP refuses them).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
    const html = await new Response(prelude).text();
    if (html.includes('<script')) throw new Error(`${what} was written with inline scripts`);
    return { html, styleIds };
  } finally {
    stylesAsked = undefined;
  }
}

/**
 * Emotion's style tags for `markup`: the rules of the classes its elements carry (and the global styles),
 * in the order the cache inserted them, then the ids of the classes merged into those (`stylesAsked`)
 * without their rules, which style no element: emotion's cache only needs to know they are built. Less the
 * styles of `written` (ids another tag of the page already holds); at most `idsPerTag` ids a tag.
 */
export function stylesOf(
  markup: RenderedMarkup,
  { written = new Set<string>(), idsPerTag = Number.POSITIVE_INFINITY } = {},
): { tags: string; ids: Set<string> } {
  const emotion = createEmotionServer(rtlCache);
  const critical = emotion.extractCriticalToChunks(markup.html).styles;
  const carried = new Set(critical.flatMap((chunk) => chunk.ids));
  const merged = [...markup.styleIds].filter(
    (id) => !carried.has(id) && typeof rtlCache.inserted[id] === 'string',
  );
  const chunks = [
    ...critical.map((chunk) => ({ key: chunk.key, ids: chunk.ids, withRules: true })),
    { key: rtlCache.key, ids: merged, withRules: false },
  ];
  const styles = chunks.flatMap(({ key, ids, withRules }) => {
    const unwritten = ids.filter((id) => !written.has(id));
    const tags = [];
    for (let start = 0; start < unwritten.length; start += idsPerTag) {
      const part = unwritten.slice(start, start + idsPerTag);
      tags.push({ key, ids: part, css: withRules ? part.map((id) => rtlCache.inserted[id]).join('') : '' });
    }
    return tags;
  });
  return {
    tags: emotion.constructStyleTagsFromChunks({ html: markup.html, styles }),
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
