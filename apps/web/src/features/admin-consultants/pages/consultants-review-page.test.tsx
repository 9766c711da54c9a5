import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminConsultant } from '@vakilyar/contract';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminProfile } from '@/features/admin-finance/testing/admin-fixtures';
import { consultant as profile } from '@/features/consultation/test/consultation-fixtures';
import { PAGE_LOAD, PAGE_TEST, page, signInAs } from '@/features/payments/testing/money-fixtures';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';

const A = '/api/admin/v1/consultants';

const pending: AdminConsultant = {
  ...profile,
  mobile: '09120000007',
  years_of_experience: 12,
  licence_number: 'A-1234',
  bar_association: 'judiciary_centre',
  licence_document_url: '/api/admin/v1/consultants/u_consultant/licence-document/',
  approval_status: 'pending',
  rejection_reason: null,
  approved_at: null,
  updated_at: '2025-03-21T08:30:00Z',
};

describe('the consultant review queue', PAGE_TEST, () => {
  let queries: URLSearchParams[];
  let decisions: { path: string; body: unknown }[];

  beforeEach(() => {
    queries = [];
    decisions = [];
    signInAs(adminProfile);
    server.use(
      http.get(`${A}/`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        queries.push(query);
        return HttpResponse.json(page(query.get('approval_status') === 'approved' ? [] : [pending]));
      }),
      http.post(`${A}/:pid/:decision/`, async ({ request, params }) => {
        const body = await request.json().catch(() => null);
        decisions.push({ path: `${params.pid}/${params.decision}`, body });
        const rejected = params.decision === 'reject';
        return HttpResponse.json({
          result: {
            ...pending,
            approval_status: rejected ? 'rejected' : 'approved',
            message: rejected ? 'نمایه مشاور رد شد.' : 'نمایه مشاور تأیید و منتشر شد.',
          },
        });
      }),
    );
  });

  it('opens on pending consultants with their details, and approves one', async () => {
    const user = userEvent.setup();
    renderApp('/admin/consultants');
    const card = await screen.findByRole('article', { name: pending.full_name }, PAGE_LOAD);
    expect(queries[0]?.get('approval_status')).toBe('pending');
    expect(card).toHaveTextContent('۰۹۱۲۰۰۰۰۰۰۷');
    expect(card).toHaveTextContent('۱۲ سال سابقه');
    expect(card).toHaveTextContent('شماره پروانه: A-1234');
    expect(card).toHaveTextContent('مرکز وکلا، کارشناسان رسمی و مشاوران خانواده قوه قضاییه');
    // Fees in coins carry their Toman value (decision 016), once the public rate has come.
    await waitFor(() =>
      expect(card).toHaveTextContent('گفتگو: ۵۰ سکه (≈ ۵۰٬۰۰۰ تومان)، مشاوره: ۱۲۰ سکه (≈ ۱۲۰٬۰۰۰ تومان)'),
    );
    // The download itself runs in journey 20: jsdom's Blob cannot pass through MSW's XHR interceptor.
    expect(within(card).getByRole('button', { name: 'دریافت مدرک پروانه' })).toBeEnabled();
    await user.click(within(card).getByRole('button', { name: 'تأیید و انتشار' }));
    const dialog = await screen.findByRole('dialog', { name: 'تأیید مشاور' });
    await user.click(within(dialog).getByRole('button', { name: 'تأیید و انتشار' }));
    await waitFor(() => expect(decisions).toEqual([{ path: `${pending.pid}/approve`, body: {} }]));
  });

  it('rejects only with a reason, which is sent as typed', async () => {
    const user = userEvent.setup();
    renderApp('/admin/consultants');
    const card = await screen.findByRole('article', { name: pending.full_name }, PAGE_LOAD);
    await user.click(within(card).getByRole('button', { name: 'رد' }));
    const dialog = await screen.findByRole('dialog', { name: 'رد نمایه مشاور' });
    await user.click(within(dialog).getByRole('button', { name: 'رد' }));
    expect(await within(dialog).findByText('علت رد را بنویسید.')).toBeInTheDocument();
    expect(decisions).toEqual([]);
    await user.type(within(dialog).getByLabelText(/علت رد/), 'شماره پروانه ۱۲۳ معتبر نیست.');
    await user.click(within(dialog).getByRole('button', { name: 'رد' }));
    await waitFor(() =>
      expect(decisions).toEqual([
        { path: `${pending.pid}/reject`, body: { reason: 'شماره پروانه ۱۲۳ معتبر نیست.' } },
      ]),
    );
  });

  it('shows an empty tab for approved consultants', async () => {
    const user = userEvent.setup();
    renderApp('/admin/consultants');
    await user.click(await screen.findByRole('tab', { name: 'تأییدشده' }, PAGE_LOAD));
    expect(await screen.findByText('مشاوری در این فهرست نیست')).toBeInTheDocument();
    expect(queries.at(-1)?.get('approval_status')).toBe('approved');
  });
});
