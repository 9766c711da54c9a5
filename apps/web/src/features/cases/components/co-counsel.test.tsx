import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Case, CoCounselInvitation } from '@vakilyar/contract';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { server } from '@/test/msw-server';
import { caseItem, pageOf, SLOW, signInAs } from '../test/office-fixtures';
import { CaseLawyers } from './case-lawyers';
import { CoCounselInvitationsCard } from './co-counsel-invitations-card';

const received = '/api/lawyer-office/v1/co-counsel-invitations/';
const invitation: CoCounselInvitation = {
  pid: 'cci_1',
  status: 'pending',
  expired: false,
  case: { pid: 'case_1', title: 'مطالبه وجه چک' },
  office: { pid: 'off_1', name: 'دفتر وکالت مریم احمدی' },
  lawyer: { pid: 'usr_lawyer', first_name: 'مریم', last_name: 'احمدی' },
  invitee: { pid: 'usr_partner', first_name: 'رضا', last_name: 'کامرانی' },
  created_at: '2026-11-20T08:00:00Z',
  expires_at: '2026-12-05T08:00:00Z',
  answered_at: null,
};
const partner = { pid: 'usr_partner', first_name: 'رضا', last_name: 'کامرانی' };

function renderAt(element: ReactNode) {
  const router = createMemoryRouter([
    { path: '/', element },
    { path: '/cases/:pid', element: <p>صفحه پرونده</p> },
  ]);
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe("a co-counsel's invitation on the dashboard (issue 25)", () => {
  let pending: CoCounselInvitation[];
  let answered: string[];

  beforeEach(() => {
    pending = [invitation];
    answered = [];
    signInAs();
    server.use(
      http.get(received, () => HttpResponse.json(pageOf(pending))),
      http.post(`${received}:pid/:action/`, ({ params }) => {
        answered.push(`${params.pid} ${params.action}`);
        pending = [];
        const accepted = params.action === 'accept';
        const message = accepted ? 'اکنون وکیل همکار پرونده «مطالبه وجه چک» هستید.' : 'دعوت‌نامه رد شد.';
        return HttpResponse.json({
          result: { ...invitation, status: accepted ? 'accepted' : 'declined', message },
        });
      }),
    );
  });

  it('names the case, the office and who asked, until a Jalali day', async () => {
    renderAt(<CoCounselInvitationsCard isLawyer />);
    const list = within(await screen.findByRole('list', { name: 'دعوت‌های همکاری در پرونده' }, SLOW));
    expect(
      list.getByRole('heading', { name: 'دعوت به همکاری در پرونده «مطالبه وجه چک»' }),
    ).toBeInTheDocument();
    expect(list.getByText(/مریم احمدی از «دفتر وکالت مریم احمدی»/)).toBeInTheDocument();
    expect(list.getByText(/این دعوت تا .*۱۴۰۵ معتبر است/)).toBeInTheDocument();
  });

  it('accepts: the server is told, the success toasted, and the case opens', async () => {
    const user = userEvent.setup();
    renderAt(<CoCounselInvitationsCard isLawyer />);
    await user.click(await screen.findByRole('button', { name: 'پذیرفتن دعوت' }, SLOW));
    expect(await screen.findByText('اکنون وکیل همکار پرونده «مطالبه وجه چک» هستید.')).toBeInTheDocument();
    expect(answered).toEqual(['cci_1 accept']);
    expect(await screen.findByText('صفحه پرونده')).toBeInTheDocument();
  });

  it('declines', async () => {
    const user = userEvent.setup();
    renderAt(<CoCounselInvitationsCard isLawyer />);
    await user.click(await screen.findByRole('button', { name: 'رد دعوت' }, SLOW));
    expect(await screen.findByText('دعوت‌نامه رد شد.')).toBeInTheDocument();
    expect(answered).toEqual(['cci_1 decline']);
  });
});

describe("the case's lawyers: invite, withdraw, remove with a toast (issue 25)", () => {
  beforeEach(() => signInAs());

  it('shows a pending invitee and confirms the removal of a co-counsel with a toast', async () => {
    const user = userEvent.setup();
    const removed: unknown[] = [];
    const item: Case = {
      ...caseItem,
      lawyers: [...caseItem.lawyers, { ...partner, role: 'co_counsel' }],
      invited_lawyers: [
        { pid: 'usr_new', first_name: 'نگار', last_name: 'صدری', expires_at: invitation.expires_at },
      ],
    };
    server.use(
      http.post('/api/lawyer-office/v1/cases/case_1/remove-lawyer/', async ({ request }) => {
        removed.push(await request.json());
        const message =
          'رضا کامرانی از وکلای پرونده کنار گذاشته شد؛ جلسات و ابلاغیه‌هایی که ثبت کرده بود در پرونده می‌ماند.';
        return HttpResponse.json({ result: { ...caseItem, message } });
      }),
    );
    renderAt(<CaseLawyers item={item} />);
    const list = within(await screen.findByRole('list', { name: 'وکلای پرونده' }, SLOW));
    expect(list.getByText('در انتظار پذیرش')).toBeInTheDocument();
    expect(list.getByRole('button', { name: 'لغو دعوت نگار صدری' })).toBeInTheDocument();

    await user.click(list.getByRole('button', { name: /رضا کامرانی$/ }));
    const confirm = within(await screen.findByRole('dialog'));
    expect(confirm.getByText(/جلسات و ابلاغیه‌هایی که ثبت کرده در پرونده می‌ماند/)).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'برداشتن' }));
    expect(await screen.findByText(/رضا کامرانی از وکلای پرونده کنار گذاشته شد/)).toBeInTheDocument();
    expect(removed).toEqual([{ lawyer_id: 'usr_partner' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
