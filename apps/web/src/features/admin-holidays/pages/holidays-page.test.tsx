import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Holiday, Profile } from '@vakilyar/contract';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { PAGE_LOAD, PAGE_TEST, page, signInAs } from '@/features/payments/testing/money-fixtures';
import { lawyerProfile } from '@/test/fixtures';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';

const adminProfile: Profile = { ...lawyerProfile, pid: 'usr_admin', first_name: 'نرگس', roles: ['admin'] };
const path = '/api/admin/v1/calendar/holidays/';

describe('the admin’s official holidays', PAGE_TEST, () => {
  let holidays: Holiday[];
  let asked: { from: string | null; to: string | null }[];
  let posted: unknown[];
  let deleted: string[];

  beforeEach(() => {
    holidays = [{ pid: 'hd_nowruz', date: '2025-03-21', title: 'عید نوروز' }];
    asked = [];
    posted = [];
    deleted = [];
    server.use(
      http.get(path, ({ request }) => {
        const params = new URL(request.url).searchParams;
        const from = params.get('from');
        const to = params.get('to');
        asked.push({ from, to });
        return HttpResponse.json(
          page(holidays.filter((h) => from !== null && to !== null && h.date >= from && h.date <= to)),
        );
      }),
      http.post(path, async ({ request }) => {
        const body = (await request.json()) as { date: string; title: string };
        posted.push(body);
        if (body.date === holidays[0]?.date) {
          return HttpResponse.json(
            {
              code: 'validation_error',
              error_messages: { message: 'اطلاعات نادرست است.', date: ['این روز پیش‌تر تعطیل ثبت شده است.'] },
            },
            { status: 400 },
          );
        }
        const holiday = { pid: 'hd_new', ...body };
        holidays = [...holidays, holiday];
        return HttpResponse.json({ result: { ...holiday, message: 'تعطیلی ثبت شد.' } }, { status: 201 });
      }),
      http.delete(`${path}:pid/`, ({ params }) => {
        deleted.push(String(params.pid));
        holidays = holidays.filter((h) => h.pid !== params.pid);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    signInAs(adminProfile);
  });

  it('lists a Jalali year’s holidays, adds one on the Jalali picker and shows the server’s field error', async () => {
    const user = userEvent.setup();
    renderApp('/admin/holidays?year=1404');
    const list = within(await screen.findByRole('list', { name: 'تعطیلات رسمی سال ۱۴۰۴' }, PAGE_LOAD));
    expect(list.getByText('عید نوروز')).toBeInTheDocument();
    expect(list.getByText('جمعه ۱ فروردین ۱۴۰۴')).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ from: '2025-03-21', to: '2026-03-20' });

    await user.click(screen.getByRole('button', { name: 'افزودن تعطیلی' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'افزودن تعطیل رسمی' }));
    const day = dialog.getByRole('group', { name: 'تاریخ' });
    await user.click(within(day).getAllByRole('spinbutton')[0] as HTMLElement);
    await user.keyboard('14040113');
    await user.type(dialog.getByRole('textbox', { name: /^مناسبت/ }), 'روز طبیعت');
    holidays[0] = { ...holidays[0], date: '2025-04-02' } as Holiday;
    await user.click(dialog.getByRole('button', { name: 'ثبت' }));
    expect(await dialog.findByText('این روز پیش‌تر تعطیل ثبت شده است.')).toBeInTheDocument();
    holidays[0] = { ...holidays[0], date: '2025-03-21' } as Holiday;

    await user.click(dialog.getByRole('button', { name: 'ثبت' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toEqual([
      { date: '2025-04-02', title: 'روز طبیعت' },
      { date: '2025-04-02', title: 'روز طبیعت' },
    ]);
    expect(await list.findByText('روز طبیعت')).toBeInTheDocument();
    expect(list.getByRole('link', { name: '«روز طبیعت» در تقویم' })).toHaveAttribute(
      'href',
      '/calendar?date=2025-04-02',
    );
  });

  it('removes a holiday once the admin confirms', async () => {
    const user = userEvent.setup();
    renderApp('/admin/holidays?year=1404');
    const list = within(await screen.findByRole('list', { name: 'تعطیلات رسمی سال ۱۴۰۴' }, PAGE_LOAD));
    await user.click(list.getByRole('button', { name: 'حذف «عید نوروز»' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'حذف تعطیلی' }));
    await user.click(confirm.getByRole('button', { name: 'حذف' }));
    expect(await screen.findByText('برای سال ۱۴۰۴ تعطیلی ثبت نشده است.')).toBeInTheDocument();
    expect(deleted).toEqual(['hd_nowruz']);
  });

  it('moves between years', async () => {
    const user = userEvent.setup();
    renderApp('/admin/holidays?year=1404');
    await screen.findByRole('list', { name: 'تعطیلات رسمی سال ۱۴۰۴' }, PAGE_LOAD);
    await user.click(screen.getByRole('button', { name: 'سال بعد' }));
    expect(await screen.findByText('برای سال ۱۴۰۵ تعطیلی ثبت نشده است.')).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ from: '2026-03-21', to: '2027-03-20' });
  });
});
