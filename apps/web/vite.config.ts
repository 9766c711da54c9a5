import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { chunkMap } from './build-tools/chunk-map';
import { fontPreload } from './build-tools/font-preload';
import { pdfjsAssets } from './build-tools/pdfjs-assets';
import { precompress } from './build-tools/precompress';

/** Where `npm run dev -w @vakilyar/server` listens; production serves both from one port. */
const API_ORIGIN = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), pdfjsAssets(), chunkMap(), fontPreload(), precompress()],
  resolve: { alias: { '@': decodeURIComponent(new URL('./src', import.meta.url).pathname) } },
  server: {
    proxy: {
      '/api': { target: API_ORIGIN },
      '/ws': { target: API_ORIGIN, ws: true },
    },
  },
  build: {
    rollupOptions: {
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
        manualChunks: (id) => {
          if (
            /node_modules\/(react|react-dom|react-router|scheduler|@tanstack\/react-query|@tanstack\/query-core)\//.test(
              id,
            )
          )
            return 'react';
          return undefined;
        },
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
  },
});
