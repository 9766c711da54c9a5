import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** Where the build writes its chunk graph, outside what the server sends (a dot folder) or the worker caches. */
export const CHUNK_GRAPH = '.vite/chunk-graph.json';

/**
 * Writes each chunk's file, its static imports and the source modules it holds, so build-tools/
 * signed-in-budget.mjs can weigh what a page needs before it shows, however Rollup merged the chunks.
 */
export function chunkGraph(): Plugin {
  let root = process.cwd();
  return {
    name: 'vakilyar-chunk-graph',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                file: output.fileName,
                isEntry: output.isEntry,
                imports: output.imports,
                // Each source module by its minified length in the chunk: what a page's weight is made of.
                modules: Object.fromEntries(
                  Object.entries(output.modules).map(([id, module]) => [
                    relative(root, id),
                    module.renderedLength,
                  ]),
                ),
              },
            ]
          : [],
      );
      const runsTheApp = appRunBy(chunks);
      if (runsTheApp)
        this.error(`${runsTheApp} imports the app's entry: it would run the app before the page paints`);
      this.emitFile({ type: 'asset', fileName: CHUNK_GRAPH, source: JSON.stringify(chunks) });
    },
  };
}

/**
 * An entry chunk other than the app's whose static imports reach the app's entry (`main.tsx`): the early
 * script did, through a helper Rollup had placed with the entry, and so ran the whole app as soon as it
 * arrived, before the page painted (issue 23).
 */
function appRunBy(chunks: { file: string; isEntry: boolean; imports: string[]; modules: object }[]) {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const holdsApp = (file: string) =>
    Object.keys(byFile.get(file)?.modules ?? {}).some((id) => id.endsWith('src/main.tsx'));
  for (const chunk of chunks) {
    if (!chunk.isEntry || holdsApp(chunk.file)) continue;
    const seen = new Set<string>();
    const queue = [...chunk.imports];
    while (queue.length > 0) {
      const file = queue.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      if (holdsApp(file)) return chunk.file;
      queue.push(...(byFile.get(file)?.imports ?? []));
    }
  }
  return undefined;
}
