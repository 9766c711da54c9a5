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
      this.emitFile({ type: 'asset', fileName: CHUNK_GRAPH, source: JSON.stringify(chunks) });
    },
  };
}
