import type { GetManualChunk, ManualChunkMeta } from 'rollup';

/** Libraries that change less often than the app: one chunk, cached across releases. */
const REACT =
  /node_modules\/(react|react-dom|react-router|scheduler|@tanstack\/react-query|@tanstack\/query-core)\//;
/** MUI's runtime and icons: its components, styling engine and their helpers. */
const UI =
  /node_modules\/(@mui\/(material|system|utils|styled-engine|private-theming|core-downloads-tracker|icons-material)|@emotion\/[^/]+|stylis|stylis-plugin-rtl|react-transition-group|@popperjs\/core|clsx|prop-types|react-is|hoist-non-react-statics|@babel\/runtime)\//;
/** The app's own shared code: the API client, formatting, auth, the shared components, the contract. */
const APP_KIT = /\/(apps\/web\/src\/(lib|components|app)\/|packages\/contract\/src\/)/;

/**
 * zod is imported by the contract's modules that only declare schemas: the public pages use the contract's
 * helpers, Rollup drops those schemas from them, and zod stays out of their chunks in its own.
 */
const ZOD = /node_modules\/zod\//;

/** `from`'s modules and every module they import statically, through any chain (but zod). */
function staticClosure(from: string[], meta: ManualChunkMeta): Set<string> {
  const found = new Set<string>();
  const queue = [...from];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (found.has(id)) continue;
    found.add(id);
    queue.push(...(meta.getModuleInfo(id)?.importedIds ?? []).filter((imported) => !ZOD.test(imported)));
  }
  return found;
}

/**
 * Groups the modules into a few chunks rather than a few hundred (issue 23): each file is a request, and on
 * a slow line a page's requests cost more than its bytes. The home page (the entry and what `/` draws) is
 * `public-ui` and `public`, `/login` adds `login` and `forms` (the form and toast libraries, which the
 * signed-in pages share); every module they import is placed there, so Rollup
 * never pulls one of them into a signed-in chunk (a manual chunk takes its unassigned imports). The
 * signed-in app's MUI, icons and shared code are `ui-app` and `kit-app`; each page keeps its own chunk.
 * `home` and `login` are the source modules each public page starts from besides the entry.
 */
export function chunkGroups(home_: RegExp, login_: RegExp): GetManualChunk {
  let groups: { react: Set<string>; ui: Set<string>; home: Set<string>; login: Set<string> } | undefined;
  return (id, meta) => {
    if (!groups) {
      const ids = [...meta.getModuleIds()];
      // A library's chunk takes what the library imports (Rollup's helpers for CommonJS too): a chunk a
      // library imports from must not import from it, or the two evaluate in the wrong order.
      const react = staticClosure(
        ids.filter((candidate) => REACT.test(candidate) || candidate.startsWith('\0')),
        meta,
      );
      const ui = staticClosure(
        ids.filter((candidate) => UI.test(candidate)),
        meta,
      );
      const home = staticClosure(
        ids.filter((candidate) => home_.test(candidate) || meta.getModuleInfo(candidate)?.isEntry),
        meta,
      );
      const login = staticClosure(
        ids.filter((candidate) => login_.test(candidate)),
        meta,
      );
      groups = { react, ui, home, login };
    }
    if (groups.react.has(id)) return 'react';
    if (ZOD.test(id)) return 'zod';
    if (groups.ui.has(id)) return groups.home.has(id) ? 'public-ui' : 'ui-app';
    if (groups.home.has(id)) return 'public';
    if (groups.login.has(id)) return /\/src\/features\/auth\//.test(id) ? 'login' : 'forms';
    if (APP_KIT.test(id)) return 'kit-app';
    return undefined;
  };
}
