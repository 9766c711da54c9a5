import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw-server';

// findBy* and waitFor wait as long as a whole MUI page may take to render on two shared cores.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no scrolling; the router's ScrollRestoration calls it on every navigation. (The prerender
// tests run in Node, without a window.)
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());
