import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { pdfjsAssets } from './build-tools/pdfjs-assets';

/** Where `npm run dev -w @vakilyar/server` listens; production serves both from one port. */
const API_ORIGIN = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), pdfjsAssets()],
  resolve: { alias: { '@': decodeURIComponent(new URL('./src', import.meta.url).pathname) } },
  server: {
    proxy: {
      '/api': { target: API_ORIGIN },
      '/ws': { target: API_ORIGIN, ws: true },
    },
  },
  build: {
    rollupOptions: {
      // Libraries change less often than the app: their own chunks stay cached across releases.
      output: {
        manualChunks: (id) => {
          if (/node_modules\/(@mui|@emotion|stylis)/.test(id)) return 'mui';
          if (/node_modules\/(react|react-dom|react-router|scheduler)\//.test(id)) return 'react';
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
  },
});
