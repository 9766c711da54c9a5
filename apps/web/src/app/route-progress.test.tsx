import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NProgress from 'nprogress';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteProgress } from './route-progress';

function Layout() {
  return (
    <>
      <RouteProgress />
      <Link to="/slow">slow</Link>
      <Link to="/broken">broken</Link>
      <Outlet />
    </>
  );
}

function renderRouter() {
  let finishLoading: () => void = () => undefined;
  const router = createMemoryRouter([
    {
      path: '/',
      Component: Layout,
      errorElement: <p>failed</p>,
      children: [
        { index: true, element: <p>home</p> },
        {
          path: 'slow',
          lazy: () =>
            new Promise((resolve) => {
              finishLoading = () => resolve({ element: <p>slow page</p> });
            }),
        },
        { path: 'broken', lazy: () => Promise.reject(new Error('chunk failed')) },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  return { finish: () => finishLoading() };
}

describe('the route progress bar', () => {
  it('starts when a navigation starts and is done when it completes', async () => {
    const start = vi.spyOn(NProgress, 'start');
    const done = vi.spyOn(NProgress, 'done');
    const user = userEvent.setup();
    const { finish } = renderRouter();
    await screen.findByText('home');
    done.mockClear();

    await user.click(screen.getByRole('link', { name: 'slow' }));
    expect(start).toHaveBeenCalledTimes(1);
    expect(done).not.toHaveBeenCalled();

    finish();
    await screen.findByText('slow page');
    expect(done).toHaveBeenCalled();
  });

  it('draws the bar without NProgress’s spinner', async () => {
    const user = userEvent.setup();
    const { finish } = renderRouter();
    await screen.findByText('home');

    await user.click(screen.getByRole('link', { name: 'slow' }));
    expect(document.querySelector('#nprogress .bar')).not.toBeNull();
    expect(document.querySelector('#nprogress .spinner')).toBeNull();
    finish();
    await screen.findByText('slow page');
  });

  it('is done when the navigation fails', async () => {
    const start = vi.spyOn(NProgress, 'start');
    const done = vi.spyOn(NProgress, 'done');
    const user = userEvent.setup();
    renderRouter();
    await screen.findByText('home');
    done.mockClear();

    await user.click(screen.getByRole('link', { name: 'broken' }));
    await screen.findByText('failed');
    expect(start).toHaveBeenCalled();
    expect(done).toHaveBeenCalled();
  });
});
