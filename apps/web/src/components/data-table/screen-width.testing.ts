import { afterEach, beforeEach, vi } from 'vitest';

/** Whether a media query's width conditions hold at `width` CSS pixels (jsdom has no layout to ask). */
function matchesAt(width: number, query: string): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  if (!conditions.length) return false;
  return conditions.every(([, bound, px]) => (bound === 'min' ? width >= Number(px) : width <= Number(px)));
}

/** Runs a describe block's tests on a screen `width` pixels wide, as far as `matchMedia` can tell. */
export function atScreenWidth(width: number): void {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: matchesAt(width, query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
