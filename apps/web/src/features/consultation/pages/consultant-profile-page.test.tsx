import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from '@/features/chat/test/chat-fixtures';
import { answerSiteInfo } from '@/features/content/testing/content-fixtures';
import { lawyerProfile, signedIn } from '@/test/fixtures';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';
import { busyConsultant, consultant } from '../test/consultation-fixtures';

/** The public frame and the page load lazily, cold in each test: slow on a busy machine. */
const PAGE_LOAD = { timeout: 15_000 } as const;

describe('the consultants directory for a visitor', { timeout: 45_000 }, () => {
  beforeEach(() => {
    answerSiteInfo();
    server.use(
      http.get('/api/consultation/v1/consultants/', () =>
        HttpResponse.json(page([consultant, busyConsultant])),
      ),
      http.get(`/api/consultation/v1/consultants/${consultant.pid}/`, () =>
        HttpResponse.json({ result: consultant }),
      ),
      http.get('/api/consultation/v1/consultants/usr_gone/', () =>
        HttpResponse.json({ error_messages: { error: 'مشاور یافت نشد.' } }, { status: 404 }),
      ),
      http.get('/api/wallet/v1/coin-settings/current/', () =>
        HttpResponse.json({ result: { exchange_rate: -10000, currency: 'IRR' } }),
      ),
    );
  });

  it('shows the directory and a profile without signing in, with each fee in Toman too', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/consultants');
    const [first] = await screen.findAllByRole('article', {}, PAGE_LOAD);
    expect(router.state.location.pathname).toBe('/consultants');
    expect(await within(first as HTMLElement).findByText('۵۰ سکه (≈ ۵۰٬۰۰۰ تومان)')).toBeInTheDocument();
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^فهرست مشاوران حقوقی تأییدشده/,
    );

    await user.click(within(first as HTMLElement).getByRole('link', { name: 'سارا محمدی نیک' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'سارا محمدی نیک' }, PAGE_LOAD)).toBeVisible();
    expect(router.state.location.pathname).toBe(`/consultants/${consultant.pid}`);
    expect(screen.getByText('۱۲۰ سکه (≈ ۱۲۰٬۰۰۰ تومان)')).toBeInTheDocument();
    expect(screen.getByText(/برای درخواست گفتگو یا مشاوره وارد شوید/)).toBeInTheDocument();
  });

  it('sends a visitor who asks for a chat to sign in, then back to the same profile', async () => {
    server.use(
      http.post('/api/auth/v1/check-user-exists/', () =>
        HttpResponse.json({ result: { exists: true, has_password: true } }),
      ),
      http.post('/api/auth/v1/login/', () => HttpResponse.json({ result: signedIn })),
      http.get('/api/user/v1/profile/get-profile/', () => HttpResponse.json({ result: lawyerProfile })),
      http.get('/api/wallet/v1/balance/', () => HttpResponse.json({ result: { balance: 0, held: 0 } })),
    );
    const user = userEvent.setup();
    const { router } = renderApp(`/consultants/${consultant.pid}`);
    await user.click(await screen.findByRole('button', { name: 'درخواست گفتگو' }, PAGE_LOAD));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));

    await user.type(await screen.findByLabelText('شماره موبایل'), '۰۹۱۲۱۲۳۴۵۶۷');
    await user.click(screen.getByRole('button', { name: 'ادامه' }));
    await user.type(await screen.findByLabelText('رمز عبور'), 'a-strong-password');
    await user.click(screen.getByRole('button', { name: 'ورود' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/consultants/${consultant.pid}`));
    await user.click(await screen.findByRole('button', { name: 'درخواست گفتگو' }, PAGE_LOAD));
    expect(await screen.findByRole('dialog', { name: 'سارا محمدی نیک' })).toBeVisible();
  });

  it('says so when the consultant is not in the directory', async () => {
    renderApp('/consultants/usr_gone');
    expect(await screen.findByText(/این مشاور در فهرست مشاوران نیست/, {}, PAGE_LOAD)).toBeVisible();
  });
});
