import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** Where the app serves pdf.js's data files; `pdf-renderer.ts` points pdf.js here. */
export const PDFJS_ASSETS_BASE = '/pdfjs/';
/** The standard 14 fonts, the CMaps of CJK and other encodings, and the image decoders' WebAssembly. */
const FOLDERS = ['standard_fonts', 'cmaps', 'wasm'] as const;

const pdfjsRoot = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/**
 * pdf.js draws PDFs that use the standard fonts or CMaps only with their data files, which it fetches
 * at run time. They are copied from `pdfjs-dist` into the build (and served from it in development),
 * so the app serves them itself: nothing is fetched from another origin, and the CSP stays 'self'.
 */
export function pdfjsAssets(): Plugin {
  const files = FOLDERS.flatMap((folder) =>
    readdirSync(join(pdfjsRoot, folder)).map((name) => ({
      url: `${PDFJS_ASSETS_BASE}${folder}/${name}`,
      folder,
      name,
    })),
  );
  return {
    name: 'vakilyar-pdfjs-assets',
    configureServer(server) {
      const byUrl = new Map(files.map((file) => [file.url, file]));
      server.middlewares.use((request, response, next) => {
        const file = byUrl.get((request.url ?? '').split('?')[0] ?? '');
        if (!file) return next();
        response.setHeader('Content-Type', 'application/octet-stream');
        response.end(readFileSync(join(pdfjsRoot, file.folder, file.name)));
      });
    },
    generateBundle() {
      for (const file of files) {
        this.emitFile({
          type: 'asset',
          fileName: file.url.slice(1),
          source: readFileSync(join(pdfjsRoot, file.folder, file.name)),
        });
      }
    },
  };
}
