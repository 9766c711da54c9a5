import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router';
import { App } from '@/app/app';
import { createQueryClient } from '@/app/query-client';

/** One fee screen inside the app's providers (theme, right-to-left, toasts) at `path`. */
export function renderInApp(screen: ReactNode, path = '/', routePath = path.split('?')[0] ?? '/') {
  const router = createMemoryRouter([{ path: routePath, element: screen }], { initialEntries: [path] });
  render(<App router={router} queryClient={createQueryClient()} />);
  return router;
}
