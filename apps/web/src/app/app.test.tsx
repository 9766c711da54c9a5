import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@vakilyar/contract';
import { HttpResponse, http } from 'msw';
import { StrictMode } from 'react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { homeData } from '@/features/content/testing/content-fixtures';
import { saveTokens } from '@/lib/auth/token-storage';
import { apiText } from '@/locales/fa/api';
import { lawyerProfile, signedIn } from '@/test/fixtures';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';
import { App } from './app';
import { createQueryClient } from './query-client';
import { createAppRoutes } from './router/routes';

const signIn = () => saveTokens({ accessToken: signedIn.access_token, refreshToken: signedIn.refresh_token });
const homeEndpoint = () => http.get('/api/common/v1/home/', () => HttpResponse.json({ result: homeData }));
const profileEndpoint = () =>
  http.get('/api/user/v1/profile/get-profile/', () => HttpResponse.json({ result: lawyerProfile }));

describe('the app', () => {
  it('asks for the CSRF cookie once on first load, even under StrictMode, and logs the outcome', async () => {
    let calls = 0;
    server.use(
      http.get('/api/common/v1/ensure-cookie/', () => {
        calls += 1;
        return HttpResponse.json({ result: { message: 'ok' } });
      }),
    );
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const queryClient = createQueryClient();
    const router = createMemoryRouter(createAppRoutes(queryClient), { initialEntries: ['/login'] });
    render(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    );

    await waitFor(() => expect(log).toHaveBeenCalledWith('[vakilyar] ensure-cookie: CSRF cookie set'));
    expect(calls).toBe(1);
  });

  it.each([
    ['/dashboard', '/login'],
    ['/cases/abc', '/login'],
  ])('sends a visitor without a token from %s to %s', async (from, to) => {
    const { router } = renderApp(from);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
    expect(await screen.findByLabelText('شماره موبایل')).toBeInTheDocument();
  });

  it('opens the public home at / for a visitor, with the way in', async () => {
    server.use(homeEndpoint());
    const { router } = renderApp('/');
    const header = within(await screen.findByRole('banner', undefined, { timeout: 5000 }));
    expect(header.getByRole('link', { name: 'ورود / ثبت‌نام' })).toHaveAttribute('href', '/login');
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps a signed-in user on the home at /, offering the dashboard, and sends /login to the dashboard', async () => {
    signIn();
    server.use(profileEndpoint(), homeEndpoint());
    const { router } = renderApp('/');
    const header = within(await screen.findByRole('banner', undefined, { timeout: 5000 }));
    expect(header.getByRole('link', { name: 'ورود به داشبورد' })).toHaveAttribute('href', '/dashboard');
    expect(router.state.location.pathname).toBe('/');
    await act(() => router.navigate('/login'));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('lands on /login with a toast when the session cannot be refreshed', async () => {
    saveTokens({ accessToken: 'expired', refreshToken: 'revoked' });
    server.use(
      http.get('/api/user/v1/profile/get-profile/', () =>
        HttpResponse.json({ code: 'token_not_valid' }, { status: 401 }),
      ),
      http.post('/api/auth/v1/refresh/', () =>
        HttpResponse.json({ code: 'token_not_valid' }, { status: 401 }),
      ),
    );
    const { router } = renderApp('/profile');

    expect(await screen.findByText(apiText.sessionExpired)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });

  it('shows the lawyer the drawer of their role, the current page marked', async () => {
    signIn();
    server.use(
      profileEndpoint(),
      http.get('/api/user/v1/roles/my-roles/', () =>
        HttpResponse.json({ result: [{ code: 'lawyer', name: 'وکیل' }] }),
      ),
    );
    renderApp('/profile');

    expect(await screen.findByRole('heading', { name: 'پروفایل', level: 1 })).toBeInTheDocument();
    const navigation = within(screen.getByRole('navigation', { name: 'منوی ناوبری' }));
    expect(await navigation.findByRole('link', { name: 'منشی‌ها' })).toHaveAttribute('href', '/secretaries');
    expect(navigation.getByRole('link', { name: 'پروفایل' })).toHaveAttribute('aria-current', 'page');
    expect(navigation.queryByRole('link', { name: 'پرونده‌های من' })).toBeNull();
  });

  it('logs out from the profile menu: revokes the refresh token, clears the tokens, opens /login', async () => {
    signIn();
    const logouts: unknown[] = [];
    server.use(
      profileEndpoint(),
      http.post('/api/auth/v1/logout/', async ({ request }) => {
        logouts.push(await request.json());
        return HttpResponse.json({ result: { message: 'خارج شدید.' } });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard');

    await user.click(await screen.findByRole('button', { name: 'منوی حساب کاربری' }));
    await user.click(screen.getByRole('menuitem', { name: 'خروج' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(logouts).toEqual([{ refresh_token: signedIn.refresh_token }]);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(apiText.sessionExpired)).toBeNull();
  });

  it('logs out locally even when the server cannot be reached', async () => {
    signIn();
    server.use(
      profileEndpoint(),
      http.post('/api/auth/v1/logout/', () => HttpResponse.error()),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard');

    await user.click(await screen.findByRole('button', { name: 'منوی حساب کاربری' }));
    await user.click(screen.getByRole('menuitem', { name: 'خروج' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });

  it('answers an unknown address with a not-found page', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByText('صفحه پیدا نشد')).toBeInTheDocument();
  });
});
