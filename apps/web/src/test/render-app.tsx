import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App } from '@/app/app';
import { createQueryClient } from '@/app/query-client';
import { appRoutes } from '@/app/router/routes';

/** The whole app (routes, shell, toasts) at `path`, on a memory router the test can inspect. */
export function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = render(<App router={router} queryClient={queryClient} />);
  return { ...view, router, queryClient };
}
