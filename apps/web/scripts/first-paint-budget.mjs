// The JavaScript a visitor downloads before `/` paints, as brotli-compressed bytes, and the build fails past
// issue 14's target of 150 KB. `/` is prerendered (build-tools/prerender.ts): its HTML paints the page and
// carries only the small boot script, which fetches the app after the first frame. The JavaScript that then
// hydrates the page (the entry and the route chunks the boot script preloads) is printed too, and fails the
// build past HYDRATION_MAX_KB, so the app's weight cannot creep up unseen.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const FIRST_PAINT_MAX_KB = 150;
// 190 since issue 23: the contract's schemas and zod left the home page's chunks (/ hydrates from 185.5 KB).
const HYDRATION_MAX_KB = Number(process.env.HYDRATION_MAX_KB ?? 190);
const dist = join(import.meta.dirname, '..', 'dist');
const home = readFileSync(join(dist, 'index.html'), 'utf8');

const sizeOf = (url) => {
  const path = join(dist, url);
  return existsSync(`${path}.br`) ? statSync(`${path}.br`).size : statSync(path).size;
};
const kbOf = (urls) => urls.reduce((sum, url) => sum + sizeOf(url), 0) / 1024;

const root = home.match(/<div id="root"([^>]*)>/)?.[1] ?? '';
if (!root.includes('data-prerendered="/"')) {
  console.error('index.html is not the prerendered home page: the first paint would wait for the app.');
  process.exit(1);
}
const beforePaint = [...home.matchAll(/<script[^>]* src="([^"]+)"/g)].map((match) => match[1]);
const entry = root.match(/data-entry="([^"]+)"/)?.[1];
const preloads = root.match(/data-preload="([^"]+)"/)?.[1].split(' ') ?? [];
const hydration = [...new Set([entry, ...preloads])];

const paintKb = kbOf(beforePaint);
const hydrationKb = kbOf(hydration);
console.log(
  `first paint of /: ${paintKb.toFixed(1)} KB of JavaScript (brotli) in ${beforePaint.length} file(s); target ≤ ${FIRST_PAINT_MAX_KB} KB`,
);
console.log(
  `hydration of / after the paint: ${hydrationKb.toFixed(1)} KB in ${hydration.length} files; ceiling ${HYDRATION_MAX_KB} KB`,
);
if (paintKb > FIRST_PAINT_MAX_KB || hydrationKb > HYDRATION_MAX_KB) {
  const sizes = [...beforePaint, ...hydration].map((url) => `${url} ${(sizeOf(url) / 1024).toFixed(1)}`);
  console.error(`The JavaScript of / grew past its ceiling: ${sizes.join(', ')}`);
  process.exit(1);
}
