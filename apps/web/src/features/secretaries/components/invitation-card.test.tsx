import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { pageOf, SLOW, signInAs } from '@/features/cases/test/office-fixtures';
import { lawyerProfile } from '@/test/fixtures';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';
import { invitation } from '../test/invitation-fixtures';

const received = '/api/lawyer-office/v1/secretary-invitations/';

describe('the invitation card on the dashboard', () => {
  let pending: (typeof invitation)[];
  let answered: string[];

  beforeEach(() => {
    pending = [invitation];
    answered = [];
    signInAs({ ...lawyerProfile, roles: ['client'], first_name: 'سارا', last_name: 'نیک‌نام' });
    server.use(
      http.get(received, () => HttpResponse.json(pageOf(pending))),
      http.get('/api/court-calendar/v1/events/', () => HttpResponse.json(pageOf([]))),
      http.post(`${received}:pid/:action/`, ({ params }) => {
        answered.push(`${params.pid} ${params.action}`);
        pending = [];
        const status = params.action === 'accept' ? 'accepted' : 'declined';
        const message =
          params.action === 'accept' ? 'به «دفتر وکالت مریم احمدی» پیوستید.' : 'دعوت‌نامه رد شد.';
        return HttpResponse.json({ result: { ...invitation, status, message } });
      }),
    );
  });

  it("shows the office's name, who asked and until when, in Jalali with Persian digits", async () => {
    renderApp('/dashboard');
    const list = within(await screen.findByRole('list', { name: 'دعوت‌های همکاری به عنوان منشی' }, SLOW));
    expect(
      list.getByRole('heading', { name: 'دعوت به همکاری با «دفتر وکالت مریم احمدی»' }),
    ).toBeInTheDocument();
    expect(list.getByText(/مریم احمدی از شما دعوت کرده است/)).toBeInTheDocument();
    expect(list.getByText(/این دعوت تا .*۱۴۰۵ معتبر است/)).toBeInTheDocument();
  }, 15_000);

  it('accepts: the answer goes to the server, the success is told and the card leaves', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'پذیرفتن دعوت' }, SLOW));
    expect(await screen.findByText('به «دفتر وکالت مریم احمدی» پیوستید.')).toBeInTheDocument();
    expect(answered).toEqual(['inv_1 accept']);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'پذیرفتن دعوت' })).not.toBeInTheDocument(),
    );
  });

  it('declines', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'رد دعوت' }, SLOW));
    expect(await screen.findByText('دعوت‌نامه رد شد.')).toBeInTheDocument();
    expect(answered).toEqual(['inv_1 decline']);
  });

  it('shows nothing when no invitation waits', async () => {
    pending = [];
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'داشبورد' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'دعوت‌های همکاری به عنوان منشی' })).not.toBeInTheDocument();
  });
});
