import { screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '@vakilyar/contract';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { caseItem, SLOW, signInAs } from '@/features/cases/test/office-fixtures';
import { lawyerProfile } from '@/test/fixtures';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';
const clientCase = {
  pid: 'case_1',
  title: 'مطالبه وجه چک',
  case_number: null,
  court: null,
  branch: null,
  case_type: 'civil',
  stage: 'first_instance',
  status: 'open',
  opponent: null,
  subject: null,
  start_date: null,
  office: caseItem.office,
  lawyers: [{ pid: 'usr_lawyer', first_name: 'مریم', last_name: 'احمدی' }],
  documents_count: 0,
  updated_at: '2025-03-22T08:30:00Z',
};

describe('the access-link page', () => {
  it('redeems the token once, stores the client’s tokens and opens their case', async () => {
    const redeemed: unknown[] = [];
    server.use(
      http.post('/api/auth/v1/redeem-access-link/', async ({ request }) => {
        redeemed.push(await request.json());
        return HttpResponse.json({
          result: {
            access_token: 'client-access',
            refresh_token: 'client-refresh',
            username: '09120000003',
            case: clientCase,
          },
        });
      }),
      http.get('/api/user/v1/profile/get-profile/', () =>
        HttpResponse.json({
          result: { ...lawyerProfile, roles: ['client'], first_name: 'علی', last_name: 'رضایی' },
        }),
      ),
      http.get('/api/lawyer-office/v1/my-cases/case_1/', () => HttpResponse.json({ result: clientCase })),
      http.get('/api/lawyer-office/v1/my-cases/case_1/documents/', () =>
        HttpResponse.json({ result: { count: 0, next: null, previous: null, results: [] } }),
      ),
    );
    const { router } = renderApp(`/access/${TOKEN}`);

    await waitFor(() => expect(router.state.location.pathname).toBe('/my-cases/case_1'), SLOW);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('client-access');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('client-refresh');
    expect(redeemed).toEqual([{ token: TOKEN }]);
    expect(await screen.findByRole('heading', { name: 'مطالبه وجه چک', level: 1 }, SLOW)).toBeInTheDocument();
  });

  it('says plainly that a used or expired link no longer works, and keeps the session it found', async () => {
    signInAs();
    server.use(
      http.post('/api/auth/v1/redeem-access-link/', () =>
        HttpResponse.json(
          {
            code: 'not_found',
            error_messages: {
              non_field_errors: ['این لینک نامعتبر است، پیش‌تر استفاده شده یا منقضی شده است.'],
            },
          },
          { status: 404 },
        ),
      ),
    );
    renderApp(`/access/${TOKEN}`);
    expect(await screen.findByText('این لینک دیگر معتبر نیست', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ورود با شماره موبایل' })).toHaveAttribute('href', '/login');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-1');
  });
});
