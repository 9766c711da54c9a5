import '@fontsource/vazirmatn/400.css';
import '@fontsource/vazirmatn/500.css';
import '@fontsource/vazirmatn/700.css';
import { hydrate } from '@tanstack/react-query';
import { type ReactNode, StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type DataRouter } from 'react-router';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { createAppRoutes } from './app/router/routes';
import { serverDrawnState } from './lib/server-drawn';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
// A page the server drew is drawn again from the same answers, so the first render matches what is shown.
const drawnState = serverDrawnState();
if (drawnState) hydrate(queryClient, drawnState);

/** Resolves once the first location's lazy route modules and loaders have run. */
function initialized(dataRouter: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (dataRouter.state.initialized) return resolve();
    const unsubscribe = dataRouter.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Hydrates the markup already on screen once the first location's route modules are here, so what the
 * reader sees stays; in a transition, so hydration yields to the browser in small slices rather than
 * blocking a slow phone. If the router went elsewhere meanwhile (a signed-in user on /login is sent to the
 * dashboard), the app draws afresh.
 */
function hydrateAt(container: HTMLElement, router: DataRouter, app: ReactNode, path: string) {
  void initialized(router).then(() => {
    if (router.state.location.pathname === path && !router.state.errors) {
      startTransition(() => {
        hydrateRoot(container, app);
      });
    } else {
      container.replaceChildren();
      createRoot(container).render(app);
    }
  });
}

/** Creates the router (every route ranked, the page's route modules and loaders asked for) and draws the app. */
function start(container: HTMLElement) {
  const router = createBrowserRouter(createAppRoutes(queryClient));
  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>
  );

  if (container.dataset.prerendered) {
    // A public page prerendered at build time (build-tools/prerender.ts).
    hydrateAt(container, router, app, container.dataset.prerendered);
  } else if (drawnState) {
    // A signed-in page the server drew for its user, from the answers in `drawnState`.
    hydrateAt(container, router, app, location.pathname);
  } else if (container.dataset.frame) {
    // The signed-in frame painted from app-frame.html stays until the page's code is here; the app then
    // draws over it whole, rather than replacing it by a loading state first. In a transition, so the first
    // render yields to the browser in slices, as hydration does, instead of holding a phone's main thread.
    void initialized(router).then(() => {
      const root = createRoot(container);
      startTransition(() => root.render(app));
    });
  } else {
    createRoot(container).render(app);
  }

  // The service worker (build-tools/pwa.ts) is registered after the first page, off its critical path.
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    void initialized(router)
      .then(() => import('./app/pwa/register-service-worker'))
      .then((module) => module.registerServiceWorker());
  }
}

// In a task of its own: after this module's evaluation in the same task, the router's creation held a
// phone's main thread ~170 ms (at 4× CPU).
setTimeout(() => start(container), 0);
