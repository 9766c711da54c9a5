import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The Persian (arabic-script) subsets of the weights every page draws: body text and headings/buttons. */
const PRELOADED = [
  /\/vazirmatn-arabic-400-normal-[\w-]+\.woff2$/,
  /\/vazirmatn-arabic-700-normal-[\w-]+\.woff2$/,
];

/**
 * Preloads the Vazirmatn files the first paint needs, so the browser fetches them with the scripts rather
 * than after the styles ask (their names carry the build's hash). `font-display: swap` (fontsource) keeps
 * the text readable in the fallback font meanwhile; the Latin and other weights load on demand by
 * `unicode-range`.
 */
export function fontPreload(): Plugin {
  return {
    name: 'vakilyar-font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context): HtmlTagDescriptor[] {
        const files = Object.keys(context.bundle ?? {});
        return PRELOADED.map((pattern) => {
          const file = files.find((name) => pattern.test(`/${name}`));
          if (!file) throw new Error(`No font matches ${pattern} in the build`);
          return {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `/${file}` },
            injectTo: 'head',
          };
        });
      },
    },
  };
}
