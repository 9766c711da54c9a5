import { VitePWA } from 'vite-plugin-pwa';

/**
 * The installable app (issue 23): its manifest and a Workbox service worker that precaches the built app's
 * files, so a returning user loads no script from the network and an open page survives a bad line. A new
 * build installs in the background and waits; the app offers to switch (src/app/pwa). Nothing the API
 * answers is ever cached: no runtime caching at all, and navigations to /api or /ws never get the shell.
 */
export function pwa() {
  return VitePWA({
    registerType: 'prompt',
    // main.tsx registers the worker itself once the first page has loaded.
    injectRegister: false,
    includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
    manifest: {
      name: 'وکیل‌یار',
      short_name: 'وکیل‌یار',
      description: 'وکیل‌یار؛ سامانه مدیریت دفتر وکالت و مشاوره حقوقی',
      lang: 'fa',
      dir: 'rtl',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: '#1f3a5f',
      background_color: '#ffffff',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // The hashed scripts, styles and fonts, the prerendered pages and the shell; the .br/.gz twins and the
      // PDF viewer's worker (only the document screen opens it, from the HTTP cache) are left out.
      globPatterns: ['**/*.{js,css,html,woff2,svg,png,webmanifest}'],
      globIgnores: ['**/pdf.worker*', 'registerSW.js'],
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      dontCacheBustURLsMatching: /^assets\//,
      // `/` and `/login` answer from their prerendered files (precache's clean URLs); every other page from
      // the empty shell, as the server does (core/web-app.ts).
      navigateFallback: '/app.html',
      navigateFallbackDenylist: [/^\/api(?:\/|$)/, /^\/ws(?:\/|$)/, /^\/(?:robots\.txt|sitemap\.xml)$/],
      runtimeCaching: [],
      cleanupOutdatedCaches: true,
      clientsClaim: false,
      skipWaiting: false,
    },
  });
}
