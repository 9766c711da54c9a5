import type { GetManualChunk, ManualChunkMeta } from 'rollup';
import { EARLY_CALLS_CHUNK, EARLY_CALLS_FOLDER } from './early-calls';

/** Libraries that change less often than the app: one chunk, cached across releases. */
const REACT =
  /node_modules\/(react|react-dom|react-router|scheduler|@tanstack\/react-query|@tanstack\/query-core)\//;
/** MUI's runtime and icons: its components, styling engine and their helpers. */
const UI =
  /node_modules\/(@mui\/(material|system|utils|styled-engine|private-theming|core-downloads-tracker|icons-material)|@emotion\/[^/]+|stylis|stylis-plugin-rtl|react-transition-group|@popperjs\/core|clsx|prop-types|react-is|hoist-non-react-statics|@babel\/runtime)\//;
/** The app's own shared code: the API client, formatting, auth, the shared components, the contract. */
const APP_KIT = /\/(apps\/web\/src\/(lib|components|app)\/|packages\/contract\/src\/)/;

/**
 * The date libraries, whole: every signed-in page formats dates, and the first queries of the dashboard and
 * the calendar compute their ranges with them before the page's code is here.
 */
const DATES = /node_modules\/(date-fns|date-fns-jalali)\//;

/**
 * zod is imported by the contract's modules that only declare schemas: the public pages use the contract's
 * helpers, Rollup drops those schemas from them, and zod stays out of their chunks in its own.
 */
const ZOD = /node_modules\/zod\//;
/** The form libraries: a signed-in page loads them with its first form (a dialog, an editor), not before. */
const FORM_LIBRARIES = /node_modules\/(react-hook-form|@hookform\/[^/]+)\//;
/**
 * The date pickers and the data table, with the app's components around them: only the pages that draw one
 * load them (the dashboard draws neither), rather than every signed-in page through `kit-app`.
 */
const PICKERS = /(node_modules\/@mui\/x-date-pickers\/|\/apps\/web\/src\/components\/pickers\/)/;
const TABLE =
  /(node_modules\/@tanstack\/(react-table|table-core)\/|\/apps\/web\/src\/components\/data-table\/)/;
/**
 * The contract's modules are side-effect free, so a page's chunk carries only the exports used; but a module
 * a public page needs would carry, in the public chunk, every schema any form of the app uses, and zod to
 * build them while the home page hydrates (the largest task of its profile). The modules that declare
 * schemas, or import one that does, are `contract`, which the public pages load only for what they use;
 * the rest (constants, Persian text helpers) are `contract-base`, which both import.
 */
const CONTRACT = /\/packages\/contract\/src\//;

/** The contract's subject of a module: `content/…` and `content.ts` are `content`. */
const subjectOf = (id: string) =>
  id.replace(/^.*\/packages\/contract\/src\//, '').replace(/(\/.*|\.ts)$/, '');

/**
 * A chunk for each of the contract's subjects that declare schemas: a form evaluates the schemas of its
 * subject, not every schema of the app (in one chunk, the newsletter's e-mail field made the home page build
 * them all, ~700 ms of a phone's main thread). Subjects that import each other share a chunk, since two
 * chunks importing each other evaluate in the wrong order.
 */
function contractChunks(schemaModules: string[], meta: ManualChunkMeta): Map<string, string> {
  const imports = new Map<string, Set<string>>();
  for (const id of schemaModules) {
    const subject = subjectOf(id);
    const edges = imports.get(subject) ?? new Set<string>();
    for (const imported of meta.getModuleInfo(id)?.importedIds ?? [])
      if (schemaModules.includes(imported)) edges.add(subjectOf(imported));
    imports.set(subject, edges);
  }
  const reachable = (from: string) => {
    const seen = new Set([from]);
    const queue = [from];
    while (queue.length > 0) {
      for (const next of imports.get(queue.pop() as string) ?? []) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(next);
      }
    }
    return seen;
  };
  const reach = new Map([...imports.keys()].map((subject) => [subject, reachable(subject)]));
  const chunkOfSubject = (subject: string) =>
    `contract-${[...(reach.get(subject) ?? [])]
      .filter((other) => reach.get(other)?.has(subject))
      .sort()
      .join('-')}`;
  return new Map(schemaModules.map((id) => [id, chunkOfSubject(subjectOf(id))]));
}

/**
 * `from`'s modules and every module they import statically, through any chain (but the libraries with a
 * chunk of their own: zod, unless `throughZod`, and the dates).
 */
function staticClosure(from: string[], meta: ManualChunkMeta, { throughZod = false } = {}): Set<string> {
  const found = new Set<string>();
  const queue = [...from];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (found.has(id)) continue;
    found.add(id);
    queue.push(
      ...(meta.getModuleInfo(id)?.importedIds ?? []).filter(
        (imported) => (throughZod || !ZOD.test(imported)) && !DATES.test(imported),
      ),
    );
  }
  return found;
}

/**
 * What every page loads right after it shows, whichever page it is: the API client (the first call loads
 * it: the CSRF cookie, the home page's content), the toast container and the service worker's registration;
 * and the profile's query, which the sign-in and every signed-in page read. Their own chunk, so the public
 * pages do not fetch the signed-in app's shared code (`kit-app`) with them.
 */
const AFTER_PAINT =
  /\/apps\/web\/src\/(lib\/api\/(http-client|report-failure)\.ts|app\/toasts\.tsx|app\/pwa\/register-service-worker\.tsx|features\/profile\/api\/get-profile\.ts)$/;
/** The home page's sections below the promise, loaded at once but after the first paint. */
const HOME_CONTENT = /\/apps\/web\/src\/features\/content\/components\/home-content\.tsx$/;
/** The signed-in pages' first queries (app/router/page-prefetches.ts), loaded beside the page's code. */
const PREFETCH = /\/apps\/web\/src\/app\/router\/page-prefetches\.ts$/;

/**
 * Groups the modules into a few chunks rather than a few hundred (issue 23): each file is a request, and on
 * a slow line a page's requests cost more than its bytes. The home page (the entry and what `/` draws) is
 * `public-ui` and `public`; what every page loads once it shows is `client`; `/login` adds `login` and
 * `forms` (the form libraries, which the signed-in pages share); a signed-in page's first queries are
 * `prefetch`, with the date libraries in `dates`. Every module these import is placed with them, so Rollup never pulls one of them into a
 * later chunk (a manual chunk takes its unassigned imports). The signed-in app's MUI, icons and shared code
 * are `ui-app` and `kit-app`, the date pickers and the data table `pickers` and `table` (for the pages that
 * draw them); each page keeps its own chunk. `home` and `login` are the source modules each
 * public page starts from besides the entry.
 */
export function chunkGroups(home_: RegExp, login_: RegExp): GetManualChunk {
  let groups:
    | {
        react: Set<string>;
        ui: Set<string>;
        home: Set<string>;
        client: Set<string>;
        homeContent: Set<string>;
        contract: Map<string, string>;
        login: Set<string>;
        prefetch: Set<string>;
        earlyShared: Set<string>;
      }
    | undefined;
  return (id, meta) => {
    if (!groups) {
      const ids = [...meta.getModuleIds()];
      const closureOf = (starts: (candidate: string) => boolean) => staticClosure(ids.filter(starts), meta);
      const zodFree = new Set(
        ids.filter(
          (candidate) =>
            CONTRACT.test(candidate) &&
            ![...staticClosure([candidate], meta, { throughZod: true })].some((module) => ZOD.test(module)),
        ),
      );
      // A library's chunk takes what the library imports (Rollup's helpers for CommonJS too): a chunk a
      // library imports from must not import from it, or the two evaluate in the wrong order.
      groups = {
        react: closureOf((candidate) => REACT.test(candidate) || candidate.startsWith('\0')),
        ui: closureOf((candidate) => UI.test(candidate)),
        home: closureOf(
          (candidate) => home_.test(candidate) || Boolean(meta.getModuleInfo(candidate)?.isEntry),
        ),
        client: closureOf((candidate) => AFTER_PAINT.test(candidate)),
        homeContent: closureOf((candidate) => HOME_CONTENT.test(candidate)),
        contract: contractChunks(
          ids.filter((candidate) => CONTRACT.test(candidate) && !zodFree.has(candidate)),
          meta,
        ),
        login: closureOf((candidate) => login_.test(candidate)),
        prefetch: closureOf((candidate) => PREFETCH.test(candidate)),
        earlyShared: closureOf((candidate) => candidate.includes(`/${EARLY_CALLS_FOLDER}`)),
      };
    }
    // The early script stands alone: nothing of the app may be merged into what runs before it.
    if (id.includes(`/${EARLY_CALLS_FOLDER}`)) return EARLY_CALLS_CHUNK;
    // What it shares with the app (the page-session cookie) in a chunk of its own: placed with the entry,
    // importing it would run the whole app before the page painted.
    if (groups.earlyShared.has(id) && !CONTRACT.test(id)) return 'early-shared';
    if (groups.react.has(id)) return 'react';
    if (ZOD.test(id)) return 'zod';
    if (CONTRACT.test(id)) return groups.contract.get(id) ?? 'contract-base';
    if (groups.home.has(id)) return groups.ui.has(id) ? 'public-ui' : 'public';
    if (DATES.test(id)) return 'dates';
    // The toasts' close button and the update prompt draw a few MUI parts the home page does not.
    if (groups.client.has(id)) return 'client';
    // The shared parts the sections use (MUI's, the app's components) are `public-late`, which the
    // signed-in chunks import too: they would carry them anyway, and should not fetch the home's sections.
    if (groups.homeContent.has(id))
      return /\/src\/features\/content\//.test(id) ? 'home-content' : 'public-late';
    if (groups.ui.has(id)) return 'ui-app';
    if (PICKERS.test(id)) return 'pickers';
    if (TABLE.test(id)) return 'table';
    if (groups.login.has(id)) {
      if (/\/src\/features\/auth\//.test(id)) return 'login';
      // The sign-in's shared hooks (the tab's title, hydration) go where every page loads them: in `forms`,
      // the signed-in pages' shared code (the page frame) would fetch the form libraries for them.
      const importsForms = (meta.getModuleInfo(id)?.importedIds ?? []).some((imported) =>
        FORM_LIBRARIES.test(imported),
      );
      return APP_KIT.test(id) && !importsForms ? 'client' : 'forms';
    }
    if (groups.prefetch.has(id)) return 'prefetch';
    if (APP_KIT.test(id)) return 'kit-app';
    return undefined;
  };
}
