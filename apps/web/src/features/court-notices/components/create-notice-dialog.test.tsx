import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { server } from '@/test/msw-server';
import { imageNotice, LOAD, pageOf, signInAs } from '../test/notice-fixtures';
import { CreateNoticeDialog } from './create-notice-dialog';

const CREATE = '/api/court-notification/v1/court-notifications/create/';
const officeCase = {
  pid: 'case_1',
  title: 'کلاهبرداری اینترنتی',
  case_number: '140312345',
  access: 'owner',
};

function renderDialog(onClose = vi.fn()) {
  const router = createMemoryRouter([{ path: '/', element: <CreateNoticeDialog open onClose={onClose} /> }]);
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return onClose;
}

describe('the create-notice dialog', { timeout: 20_000 }, () => {
  let sent: Record<string, unknown>[];

  beforeEach(() => {
    sent = [];
    signInAs();
    server.use(
      http.get('/api/lawyer-office/v1/cases/', () => HttpResponse.json(pageOf([officeCase]))),
      http.post(CREATE, async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ result: { ...imageNotice, message: 'ابلاغیه ثبت شد.' } }, { status: 201 });
      }),
    );
  });

  it('sends the fields the contract checks, with the picked case, and closes', async () => {
    const user = userEvent.setup();
    const onClose = renderDialog();
    const dialog = within(await screen.findByRole('dialog', { name: 'ثبت دستی ابلاغیه' }, LOAD));
    await user.type(dialog.getByLabelText(/موضوع/), 'اخطاريه رفع نقص');
    await user.click(dialog.getByRole('combobox', { name: 'نوع' }));
    await user.click(await screen.findByRole('option', { name: 'اخطاریه' }));
    await user.type(dialog.getByLabelText('شماره ابلاغیه'), '۱۴۰۳۱۰۹۱');
    await user.type(dialog.getByLabelText('شعبه'), 'شعبه ۱۲');
    await user.click(dialog.getByRole('combobox', { name: 'پرونده مرتبط' }));
    await user.click(await screen.findByRole('option', { name: 'کلاهبرداری اینترنتی (۱۴۰۳۱۲۳۴۵)' }));
    await user.click(dialog.getByLabelText('این ابلاغیه مهم است'));
    await user.click(dialog.getByRole('button', { name: 'ثبت ابلاغیه' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        subject: 'اخطاريه رفع نقص',
        notice_type: 'warning',
        notice_number: '14031091',
        court: null,
        branch: 'شعبه ۱۲',
        served_on: null,
        hearing_at: null,
        reply_due_on: null,
        case_id: 'case_1',
        description: null,
        is_important: true,
      },
    ]);
  });

  it("shows a missing subject under its input and the server's field errors under theirs", async () => {
    const user = userEvent.setup();
    server.use(
      http.post(CREATE, () =>
        HttpResponse.json(
          {
            code: 'validation_error',
            error_messages: {
              message: 'پرونده انتخاب‌شده در دفتر شما یافت نشد.',
              case_id: ['پرونده انتخاب‌شده در دفتر شما یافت نشد.'],
            },
          },
          { status: 400 },
        ),
      ),
    );
    const onClose = renderDialog();
    const dialog = within(await screen.findByRole('dialog', { name: 'ثبت دستی ابلاغیه' }, LOAD));
    await user.click(dialog.getByRole('button', { name: 'ثبت ابلاغیه' }));
    expect(await dialog.findByText('موضوع ابلاغیه را وارد کنید.')).toBeInTheDocument();
    await user.type(dialog.getByLabelText(/موضوع/), 'ابلاغیه');
    await user.type(dialog.getByLabelText('شماره ابلاغیه'), 'abc');
    await user.click(dialog.getByRole('button', { name: 'ثبت ابلاغیه' }));
    expect(await dialog.findByText('شماره ابلاغیه فقط از رقم تشکیل می‌شود.')).toBeInTheDocument();
    await user.clear(dialog.getByLabelText('شماره ابلاغیه'));
    await user.click(dialog.getByRole('button', { name: 'ثبت ابلاغیه' }));
    expect(await dialog.findAllByText('پرونده انتخاب‌شده در دفتر شما یافت نشد.')).not.toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the typed date of service in Jalali with Persian digits and sends the Gregorian day', async () => {
    const user = userEvent.setup();
    renderDialog();
    const dialog = within(await screen.findByRole('dialog', { name: 'ثبت دستی ابلاغیه' }, LOAD));
    await user.type(dialog.getByLabelText(/موضوع/), 'ابلاغ وقت رسیدگی');
    const date = dialog.getByRole('group', { name: 'تاریخ ابلاغ' });
    await user.click(within(date).getAllByRole('spinbutton')[0] as HTMLElement);
    await user.keyboard('14030512');
    expect(date).toHaveTextContent('۱۴۰۳/۰۵/۱۲');
    await user.click(dialog.getByRole('button', { name: 'ثبت ابلاغیه' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.served_on).toBe('2024-08-02');
  });

  it('records the hearing a notice sets and offers to put it on the calendar (issue 25)', async () => {
    const user = userEvent.setup();
    const events: Record<string, unknown>[] = [];
    server.use(
      http.post(CREATE, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        const saved = {
          ...imageNotice,
          subject: 'ابلاغ وقت رسیدگی',
          hearing_at: body.hearing_at,
          case: null,
        };
        return HttpResponse.json({ result: { ...saved, message: 'ابلاغیه ثبت شد.' } }, { status: 201 });
      }),
      http.post('/api/court-calendar/v1/events/create_event/', async ({ request }) => {
        events.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ result: { pid: 'evt_1', message: 'رویداد ثبت شد.' } }, { status: 201 });
      }),
    );
    const onClose = renderDialog();
    const dialog = within(await screen.findByRole('dialog', { name: 'ثبت دستی ابلاغیه' }, LOAD));
    await user.type(dialog.getByLabelText(/موضوع/), 'ابلاغ وقت رسیدگی');
    const hearing = dialog.getByRole('group', { name: 'وقت رسیدگی (روز و ساعت)' });
    await user.click(within(hearing).getAllByRole('spinbutton')[0] as HTMLElement);
    // The field reads its time before its day (the Jalali format of MUI's date-time field).
    await user.keyboard('103014050915');
    expect(hearing).toHaveTextContent(/۱۰:۳۰.*۱۴۰۵\/۰۹\/۱۵/);
    await user.click(dialog.getByRole('button', { name: 'ثبت ابلاغیه' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    // 10:30 in Tehran, whatever the device's zone.
    expect(sent[0]?.hearing_at).toBe('2026-12-06T07:00:00.000Z');

    const offer = within(await screen.findByRole('dialog', { name: 'افزودن به تقویم' }, LOAD));
    expect(offer.getByText(/جلسه رسیدگی: .*۱۴۰۵/)).toBeInTheDocument();
    await user.click(offer.getByRole('button', { name: 'افزودن جلسه به تقویم' }));
    expect(await offer.findByText('در تقویم ثبت شد')).toBeInTheDocument();
    expect(events).toEqual([
      expect.objectContaining({
        event_type: 'hearing',
        starts_at: '2026-12-06T07:00:00.000Z',
        title: 'جلسه رسیدگی (ابلاغ وقت رسیدگی)',
      }),
    ]);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(offer.getByRole('button', { name: 'پایان' }));
    expect(onClose).toHaveBeenCalled();
  });
});
