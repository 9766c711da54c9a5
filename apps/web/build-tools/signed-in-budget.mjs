// The JavaScript a signed-in page needs before its content shows (issue 23): the entry, the signed-in
// shell, the page's own module and its loader's (the first queries, the API client), each with every chunk it imports statically, as brotli bytes and as
// files (each file a request, and on a slow line requests cost more than bytes). Read from Vite's manifest
// (dist/.vite/chunk-graph.json, build-tools/chunk-graph.ts); the build fails when a page grows past its ceiling, so the first load of the
// pages people work on cannot creep up unseen. `node build-tools/signed-in-budget.mjs [dist]`.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

// 36 files and 350 KB since issue 23's fourth pass: zod and the contract's schemas left every signed-in
// page's start (the constants, paths and helpers those pages use live in modules without a schema), and the
// dashboard, the heaviest, fell from 388.0 KB to 345.9 KB in 34 files. The count takes in the chunks a route's
// loader fetches beside the page (its first queries and the API client).
const MAX_FILES = Number(process.env.SIGNED_IN_MAX_FILES ?? 36);
const MAX_KB = Number(process.env.SIGNED_IN_MAX_KB ?? 350);
/** zod and the schemas it builds: a form's, loaded with the form, never before a page shows. */
const SCHEMAS = /^assets\/(zod|contract)-[\w-]{8}\.js$/;
const ENTRY = 'src/main.tsx';
const SHELL = 'src/app/router/signed-in-shell.tsx';
// The early script app.html loads beside the entry, sending the page's first calls (app/early-calls).
const EARLY_CALLS = 'src/app/early-calls/start.ts';
// What the route's loader loads beside the page's code: its first queries and the API client they call.
const DATA = ['src/app/router/page-prefetches.ts', 'src/lib/api/http-client.ts'];
// The pages people work on and their modules, as app-frame.html preloads them (vite.config.ts).
const PAGES = JSON.parse(readFileSync(join(import.meta.dirname, 'signed-in-pages.json'), 'utf8'));

const dist = process.argv[2] ?? join(import.meta.dirname, '..', 'dist');
const chunks = JSON.parse(readFileSync(join(dist, '.vite', 'chunk-graph.json'), 'utf8'));
const sizeOf = (file) => {
  const path = join(dist, file);
  return existsSync(`${path}.br`) ? statSync(`${path}.br`).size : statSync(path).size;
};

const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));

/** A chunk's file and every file its static imports reach. */
function withImports(file, files) {
  if (files.has(file)) return files;
  files.add(file);
  for (const imported of byFile.get(file).imports) withImports(imported, files);
  return files;
}

/** The chunk holding a source module, with its static imports. */
function closure(module, files = new Set()) {
  const chunk = chunks.find((candidate) => module in candidate.modules);
  if (!chunk) throw new Error(`${module} is in no chunk of the build`);
  return withImports(chunk.file, files);
}

let over = false;
for (const [path, page] of Object.entries(PAGES)) {
  const files = [page, SHELL, ...DATA, EARLY_CALLS].reduce(
    (taken, module) => closure(module, taken),
    closure(ENTRY),
  );
  const kb = [...files].reduce((sum, file) => sum + sizeOf(file), 0) / 1024;
  const schemas = [...files].filter((file) => SCHEMAS.test(file));
  const fits = files.size <= MAX_FILES && kb <= MAX_KB && schemas.length === 0;
  over ||= !fits;
  console.log(
    `${fits ? 'ok' : 'OVER'}  ${path}: ${files.size} scripts, ${kb.toFixed(1)} KB before its content (ceiling ${MAX_FILES} files, ${MAX_KB} KB)${schemas.length ? `; schemas before content: ${schemas.join(', ')}` : ''}`,
  );
}
if (over) {
  console.error('A signed-in page needs more JavaScript before its content than its ceiling allows.');
  process.exit(1);
}
