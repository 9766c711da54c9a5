import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '@/features/cases/test/office-fixtures';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';
import { LOAD, serveCalendar } from '../test/calendar-api';
import { eventAt, reminderOf } from '../test/calendar-fixtures';

const hearing = eventAt();

async function openHearing() {
  const user = userEvent.setup();
  renderApp('/calendar?view=month&date=2026-11-23');
  await user.click(
    await screen.findByRole('button', { name: /^۱۰:۰۰ ?جلسه رسیدگی مطالبه وجه چک ?، جلسه رسیدگی$/ }, LOAD),
  );
  const drawer = within(await screen.findByRole('dialog', { name: 'جلسه رسیدگی مطالبه وجه چک' }, LOAD));
  return { user, drawer };
}

describe('the reminders of an event', { timeout: 30000 }, () => {
  beforeEach(() => {
    signInAs();
  });

  it('lists them with when and how they come', async () => {
    serveCalendar({
      events: [hearing],
      reminders: [
        reminderOf(hearing),
        reminderOf(hearing, {
          pid: 'rem_2',
          remind_before_minutes: 60,
          channel: 'sms',
          status: 'sent',
          sms_status: 'no_credit',
        }),
      ],
    });
    const { drawer } = await openHearing();
    const list = within(await drawer.findByRole('list', { name: 'یادآورهای رویداد' }, LOAD));
    expect(list.getByText('۱ روز قبل')).toBeInTheDocument();
    expect(list.getByText(/^اعلان در برنامه — ۱ آذر ۱۴۰۵، ساعت ۱۰:۰۰$/)).toBeInTheDocument();
    expect(list.getByText('۱ ساعت قبل')).toBeInTheDocument();
    expect(list.getByText(/اعتبار پیامک کافی نبود/)).toBeInTheDocument();
    expect(list.getByText('ارسال‌شده')).toBeInTheDocument();
  });

  it('adds one a week before, by SMS, and warns at once when there is no SMS credit to send it', async () => {
    serveCalendar({ events: [hearing], reminders: [reminderOf(hearing)] });
    const sent: unknown[] = [];
    server.use(
      http.post('/api/court-calendar/v1/reminders/create_reminder/', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          {
            result: {
              ...reminderOf(hearing, { pid: 'rem_9', remind_before_minutes: 10080 }),
              message: 'یادآور ثبت شد.',
              warning: 'اعتبار پیامک دفتر تمام شده است.',
            },
          },
          { status: 201 },
        );
      }),
    );
    const { user, drawer } = await openHearing();
    const form = within(drawer.getByRole('form', { name: 'افزودن یادآور' }));
    await user.click(form.getByRole('combobox', { name: 'زمان یادآوری' }));
    await user.click(screen.getByRole('option', { name: '۱ هفته قبل' }));
    await user.click(form.getByRole('combobox', { name: 'روش اطلاع‌رسانی' }));
    await user.click(screen.getByRole('option', { name: 'پیامک' }));
    await user.click(form.getByRole('button', { name: 'افزودن یادآور' }));
    await waitFor(() =>
      expect(sent).toEqual([{ event: 'evt_1', remind_before_minutes: 10080, channel: 'sms' }]),
    );
    // In the form itself, not a toast that goes away: the warning stays with its way out.
    expect(await form.findByText('اعتبار پیامک دفتر تمام شده است.')).toBeInTheDocument();
    expect(
      within(drawer.getByRole('form', { name: 'افزودن یادآور' })).getByRole('link', {
        name: 'خرید اعتبار پیامک',
      }),
    ).toHaveAttribute('href', '/sms-credit');
  });

  it('shows the server’s refusal under the input', async () => {
    serveCalendar({ events: [hearing] });
    server.use(
      http.post('/api/court-calendar/v1/reminders/create_reminder/', () =>
        HttpResponse.json(
          {
            code: 'validation_error',
            error_messages: {
              message: 'یادآور ثبت نشد.',
              remind_before_minutes: ['زمان این یادآور گذشته است.'],
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { user, drawer } = await openHearing();
    expect(await drawer.findByText('برای این رویداد یادآوری تنظیم نشده است.')).toBeInTheDocument();
    await user.click(drawer.getByRole('button', { name: 'افزودن یادآور' }));
    expect(await drawer.findByText('زمان این یادآور گذشته است.')).toBeInTheDocument();
  });

  it('removes one after asking', async () => {
    const calls = serveCalendar({ events: [hearing], reminders: [reminderOf(hearing)] });
    const { user, drawer } = await openHearing();
    await user.click(await drawer.findByRole('button', { name: 'حذف یادآور ۱ روز قبل' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'حذف یادآور' }));
    expect(confirm.getByText('یادآور «۱ روز قبل» حذف شود؟')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'بله، حذف شود' }));
    await waitFor(() => expect(calls.remindersDeleted).toEqual(['rem_1']));
  });

  it('offers no delete for a reminder the user may not remove', async () => {
    serveCalendar({ events: [hearing], reminders: [reminderOf(hearing, { can_delete: false })] });
    const { drawer } = await openHearing();
    await drawer.findByRole('list', { name: 'یادآورهای رویداد' });
    expect(drawer.queryByRole('button', { name: /^حذف یادآور/ })).toBeNull();
  });
});
