import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { chunkGraph } from './build-tools/chunk-graph';
import { chunkGroups } from './build-tools/chunk-groups';
import { fontPreload } from './build-tools/font-preload';
import { pdfjsAssets } from './build-tools/pdfjs-assets';
import { precompress } from './build-tools/precompress';
import { prerender } from './build-tools/prerender';
import { pwa } from './build-tools/pwa';
import SIGNED_IN_PAGES from './build-tools/signed-in-pages.json';

/** Where `npm run dev -w @vakilyar/server` listens; production serves both from one port. */
const API_ORIGIN = 'http://127.0.0.1:3000';

const alias = { '@': decodeURIComponent(new URL('./src', import.meta.url).pathname) };

/** The pages a visitor lands on, painted from HTML before the scripts arrive (issue 14). */
const PRERENDERED = [
  {
    path: '/',
    file: 'index.html',
    modules: ['src/app/shell/public-layout.tsx', 'src/features/content/pages/home-page.tsx'],
  },
  { path: '/login', file: 'login.html', modules: ['src/features/auth/pages/login-page.tsx'] },
];

/**
 * What every signed-in page loads before its content (the shell, the loaders' first queries, the API
 * client): `app-frame.html` preloads them with the entry once its frame has painted (issue 23).
 */
const SIGNED_IN_FRAME_MODULES = [
  'src/app/router/signed-in-shell.tsx',
  'src/app/router/page-prefetches.ts',
  'src/lib/api/http-client.ts',
];

/** The source modules each public page starts from, as the chunk groups match them (build-tools/chunk-groups.ts). */
const startsOf = (path: string) =>
  new RegExp(
    `/apps/web/(${(PRERENDERED.find((page) => page.path === path)?.modules ?? []).join('|').replaceAll('.', '\\.')})$`,
  );

export default defineConfig({
  plugins: [
    react(),
    pdfjsAssets(),
    fontPreload(),
    prerender(PRERENDERED, { modules: SIGNED_IN_FRAME_MODULES, pages: SIGNED_IN_PAGES }, alias),
    precompress(),
    pwa(),
    chunkGraph(),
  ],
  resolve: { alias },
  server: {
    proxy: {
      '/api': { target: API_ORIGIN },
      '/ws': { target: API_ORIGIN, ws: true },
    },
  },
  build: {
    rollupOptions: {
      // Chunks that import each other evaluate one before its import is ready («Cannot access … before
      // initialization» on the phone): Rollup warns of them, the build fails on them.
      onwarn(warning, warn) {
        if (warning.code === 'CIRCULAR_CHUNK') throw new Error(warning.message);
        warn(warning);
      },
      // The contract's modules only declare constants, helpers and zod schemas: a page that needs
      // `toPersianDigits` or a path must not carry every schema (and zod) with it (issue 14).
      treeshake: {
        preset: 'recommended',
        moduleSideEffects: (id) => !/\/packages\/contract\//.test(id),
        manualPureFunctions: ['z'],
      },
      // React, the router and react-query change less often than the app: their chunk stays cached across
      // releases (react-query's hooks would otherwise be a handful of tiny chunks, a request each, on every
      // page). MUI is left to Rollup, so each route's chunk carries only the components it draws.
      output: {
        experimentalMinChunkSize: Number(process.env.MIN_CHUNK ?? 1),
        manualChunks: chunkGroups(startsOf('/'), startsOf('/login')),
      },
    },
  },
  test: {
    environment: 'jsdom',
    // Tests write Tehran wall times as local Dates; the office-time tests move the zone themselves.
    env: { TZ: 'Asia/Tehran' },
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // Page tests render whole MUI screens; on two shared cores one can take several seconds.
    testTimeout: 20_000,
    // Every core, not Vitest's one spare: the server's suite runs beside this one and ends first (CI 9 → 7 min).
    maxWorkers: availableParallelism(),
  },
});
