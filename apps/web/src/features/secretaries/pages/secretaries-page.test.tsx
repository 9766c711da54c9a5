import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { pageOf, SLOW, signInAs } from '@/features/cases/test/office-fixtures';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';
import { invitation } from '../test/invitation-fixtures';

const sent = '/api/lawyer/v1/secretaries/invitations/';

describe('the secretaries page: invitations', () => {
  let pending: (typeof invitation)[];
  let invited: unknown[];
  let cancelled: string[];

  beforeEach(() => {
    pending = [
      invitation,
      { ...invitation, pid: 'inv_2', expired: true, invitee: { ...invitation.invitee, first_name: 'نرگس' } },
    ];
    invited = [];
    cancelled = [];
    signInAs();
    server.use(
      http.get('/api/lawyer/v1/secretaries/', () => HttpResponse.json(pageOf([]))),
      http.get(sent, () => HttpResponse.json(pageOf(pending))),
      http.delete(`${sent}:pid/`, ({ params }) => {
        cancelled.push(String(params.pid));
        pending = pending.filter((p) => p.pid !== params.pid);
        return new HttpResponse(null, { status: 204 });
      }),
      http.post('/api/lawyer/v1/secretaries/', async ({ request }) => {
        invited.push(await request.json());
        const message = 'دعوت‌نامه برای منشی پیامک شد؛ پس از پذیرفتن آن، او به دفتر شما افزوده می‌شود.';
        return HttpResponse.json({ result: { ...invitation, message } }, { status: 201 });
      }),
    );
  });

  it('lists pending invitations with their deadline, the expired marked', async () => {
    renderApp('/secretaries');
    const list = within(await screen.findByRole('list', { name: 'دعوت‌های در انتظار پاسخ' }, SLOW));
    expect(list.getByText('سارا نیک‌نام')).toBeInTheDocument();
    expect(list.getAllByText(/۰۹۱۲۳۳۳۴۴۵۵، معتبر تا .*۱۴۰۵/)).toHaveLength(2);
    expect(list.getByText('در انتظار پاسخ')).toBeInTheDocument();
    expect(list.getByText('منقضی شده')).toBeInTheDocument();
  }, 15_000);

  it('cancels one after asking', async () => {
    const user = userEvent.setup();
    renderApp('/secretaries');
    await user.click(await screen.findByRole('button', { name: 'لغو دعوت: سارا نیک‌نام' }, SLOW));
    const dialog = within(screen.getByRole('dialog', { name: 'لغو دعوت منشی' }));
    await user.click(dialog.getByRole('button', { name: 'بله، لغو شود' }));
    expect(await screen.findByText('دعوت لغو شد.')).toBeInTheDocument();
    expect(cancelled).toEqual(['inv_1']);
    await waitFor(() => expect(screen.queryByText('سارا نیک‌نام')).not.toBeInTheDocument());
  }, 15_000);

  it('sends an invitation by mobile and says so', async () => {
    const user = userEvent.setup();
    renderApp('/secretaries');
    const form = within(await screen.findByRole('form', { name: 'افزودن منشی' }, SLOW));
    await user.type(form.getByLabelText(/شماره موبایل منشی/), '۰۹۱۲۳۳۳۴۴۵۵');
    await user.click(form.getByRole('button', { name: 'ارسال دعوت' }));
    expect(await screen.findByText(/دعوت‌نامه برای منشی پیامک شد/)).toBeInTheDocument();
    expect(invited).toEqual([{ mobile: '09123334455' }]);
  }, 15_000);
});

describe('the secretaries page: the office’s secretaries', () => {
  it('removes one after asking, through the spec’s remove-secretary/', async () => {
    const secretary = {
      pid: 'usr_sec',
      first_name: 'مریم',
      last_name: 'کاظمی',
      mobile: '09123334455',
      has_password: true,
      assigned_at: '2025-03-21T08:30:00Z',
    };
    let office = [secretary];
    const removed: unknown[] = [];
    signInAs();
    server.use(
      http.get('/api/lawyer/v1/secretaries/', () => HttpResponse.json(pageOf(office))),
      http.get(sent, () => HttpResponse.json(pageOf([]))),
      http.delete('/api/lawyer-office/v1/offices/remove-secretary/', async ({ request }) => {
        removed.push(await request.json());
        office = [];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderApp('/secretaries');
    await user.click(await screen.findByRole('button', { name: 'برداشتن از دفتر: مریم کاظمی' }, SLOW));
    const dialog = within(screen.getByRole('dialog', { name: 'برداشتن منشی از دفتر' }));
    await user.click(dialog.getByRole('button', { name: 'بله، برداشته شود' }));
    expect(await screen.findByText('منشی از دفتر برداشته شد.')).toBeInTheDocument();
    expect(removed).toEqual([{ secretary_id: 'usr_sec' }]);
    await waitFor(() => expect(screen.queryByText('مریم کاظمی')).not.toBeInTheDocument());
  }, 15_000);

  it('corrects a secretary’s name, and shows the server’s refusal for an account of their own', async () => {
    let secretary = {
      pid: 'usr_sec',
      first_name: 'مریم',
      last_name: 'کاظمى',
      mobile: '09123334455',
      has_password: false,
      assigned_at: '2025-03-21T08:30:00Z',
    };
    const patched: unknown[] = [];
    let ownAccount = false;
    signInAs();
    server.use(
      http.get('/api/lawyer/v1/secretaries/', () => HttpResponse.json(pageOf([secretary]))),
      http.get(sent, () => HttpResponse.json(pageOf([]))),
      http.patch('/api/lawyer/v1/secretaries/:pid/', async ({ request }) => {
        const names = (await request.json()) as { first_name: string; last_name: string };
        patched.push(names);
        if (ownAccount)
          return HttpResponse.json(
            {
              code: 'validation_error',
              error_messages: {
                message: 'این کاربر حساب مستقلی دارد و نام خود را خودش تغییر می‌دهد.',
                first_name: ['این کاربر حساب مستقلی دارد و نام خود را خودش تغییر می‌دهد.'],
              },
            },
            { status: 400 },
          );
        secretary = { ...secretary, ...names };
        return HttpResponse.json({ result: { ...secretary, message: 'مشخصات منشی به‌روز شد.' } });
      }),
    );
    const user = userEvent.setup();
    renderApp('/secretaries');
    await user.click(await screen.findByRole('button', { name: 'ویرایش نام منشی: مریم کاظمى' }, SLOW));
    const dialog = within(screen.getByRole('dialog', { name: 'ویرایش نام منشی' }));
    const lastName = dialog.getByRole('textbox', { name: 'نام خانوادگی' });
    await user.clear(lastName);
    await user.type(lastName, 'کاظمی');
    await user.click(dialog.getByRole('button', { name: 'ذخیره' }));
    expect(await screen.findByText('نام منشی ذخیره شد.')).toBeInTheDocument();
    expect(patched).toEqual([{ first_name: 'مریم', last_name: 'کاظمی' }]);
    expect(await screen.findByRole('button', { name: 'ویرایش نام منشی: مریم کاظمی' })).toBeInTheDocument();

    ownAccount = true;
    await user.click(screen.getByRole('button', { name: 'ویرایش نام منشی: مریم کاظمی' }));
    const again = within(screen.getByRole('dialog', { name: 'ویرایش نام منشی' }));
    await user.click(again.getByRole('button', { name: 'ذخیره' }));
    expect(again.getByRole('textbox', { name: 'نام' })).toHaveAccessibleDescription(
      'این کاربر حساب مستقلی دارد و نام خود را خودش تغییر می‌دهد.',
    );
  }, 15_000);
});
