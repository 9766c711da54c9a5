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
export function chunkGroups(home: RegExp, login: RegExp): GetManualChunk {
  let homeModules: Set<string> | undefined;
  let loginModules: Set<string> | undefined;
  return (id, meta) => {
    if (!homeModules || !loginModules) {
      const ids = [...meta.getModuleIds()];
      homeModules = staticClosure(
        ids.filter((candidate) => home.test(candidate) || meta.getModuleInfo(candidate)?.isEntry),
        meta,
      );
      loginModules = staticClosure(
        ids.filter((candidate) => login.test(candidate)),
        meta,
      );
    }
    if (REACT.test(id)) return 'react';
    if (ZOD.test(id)) return 'zod';
    if (homeModules.has(id)) return UI.test(id) ? 'public-ui' : 'public';
    if (loginModules.has(id)) return /\/src\/features\/auth\//.test(id) ? 'login' : 'forms';
    if (UI.test(id)) return 'ui-app';
    if (APP_KIT.test(id)) return 'kit-app';
    return undefined;
  };
}
