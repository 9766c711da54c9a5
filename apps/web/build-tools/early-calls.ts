/**
 * The early script (src/app/early-calls/start.ts): its own entry chunk, loaded by `app.html` only (the
 * signed-in pages and every page not prerendered), never by the prerendered public pages.
 */
export const EARLY_CALLS_FOLDER = 'src/app/early-calls/';
export const EARLY_CALLS_MODULE = `${EARLY_CALLS_FOLDER}start.ts`;
export const EARLY_CALLS_CHUNK = 'early-calls';

/** `shell` with the early script before the entry: `async`, so it runs as soon as it arrives. */
export function withEarlyCalls(shell: string, file: string): string {
  const tag = `<script type="module" async crossorigin src="/${file}"></script>`;
  const withTag = shell.replace(/(\s*)(<script type="module" crossorigin src=)/, `$1${tag}$1$2`);
  if (withTag === shell) throw new Error('index.html has no entry script to put the early script before');
  return withTag;
}
