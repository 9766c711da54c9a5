import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import NProgress from 'nprogress';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw-server';

// findBy* and waitFor wait as long as a whole MUI page may take to render on two shared cores.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no scrolling; the router's ScrollRestoration calls it on every navigation. (The prerender
// tests run in Node, without a window.)
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

// The route progress bar fades out on timers; at full speed a file's last fade would outlive its jsdom
// and throw "document is not defined" after the environment is torn down.
NProgress.configure({ speed: 0, trickleSpeed: 50 });

async function progressBarGone() {
  if (typeof document === 'undefined') return;
  NProgress.done();
  for (let tick = 0; tick < 50 && (NProgress.isStarted() || document.getElementById('nprogress')); tick++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
});
afterAll(async () => {
  await progressBarGone();
  server.close();
});
