import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App } from '@/app/app';
import { createQueryClient } from '@/app/query-client';
import { createAppRoutes } from '@/app/router/routes';

// The app's frames, toasts and API client are lazy (issue 14): loaded here, as the routes once imported them,
// so a file's first test does not spend its page-load wait compiling the signed-in shell or axios.
await Promise.all([
  import('@/lib/api/http-client'),
  import('@/lib/api/report-failure'),
  import('@/app/router/signed-in-shell'),
  import('@/app/shell/public-layout'),
  import('@/app/toasts'),
]);

/** The whole app (routes, shell, toasts) at `path`, on a memory router the test can inspect. */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createAppRoutes(queryClient), { initialEntries: [path] });
  const view = render(<App router={router} queryClient={queryClient} />);
  return { ...view, router, queryClient };
}
