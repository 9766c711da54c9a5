import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** Where the chunk map is written, beside Vite's manifest. */
export const CHUNK_MAP = '.vite/chunks.json';

/**
 * Writes every chunk's source modules and static imports. Vite's manifest names a lazy chunk by its
 * source file only while that file is the chunk's sole face; once Rollup shares a module of it with
 * another chunk the source is gone. scripts/first-paint-budget.mjs finds a page's chunk here instead.
 */
export function chunkMap(): Plugin {
  let root = process.cwd();
  return {
    name: 'vakilyar-chunk-map',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks: Record<string, { entry: boolean; imports: string[]; modules: string[] }> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = {
          entry: output.isEntry,
          imports: output.imports,
          modules: output.moduleIds.filter((id) => !id.startsWith('\0')).map((id) => relative(root, id)),
        };
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MAP, source: JSON.stringify(chunks) });
    },
  };
}
