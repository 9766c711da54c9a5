import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeadlineResult } from '@vakilyar/contract';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '@/features/cases/test/office-fixtures';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';
import { LOAD, serveCalendar } from '../test/calendar-api';
import { eventAt } from '../test/calendar-fixtures';

const appeal: DeadlineResult = {
  served_on: '2026-11-23',
  rule: 'appeal',
  rule_label: 'تجدیدنظرخواهی (۲۰ روز)',
  days: 20,
  deadline: '2026-12-14',
  skipped_days: [{ date: '2026-12-13', reason: 'تعطیل رسمی' }],
  explanation: 'روز ابلاغ شمرده نمی‌شود (ماده ۴۴۵)؛ آخرین روز به نخستین روز کاری پس از تعطیل رسید (ماده ۴۴۴).',
};

describe('the deadline calculator', { timeout: 30000 }, () => {
  let calculated: unknown[];
  let created: unknown[];

  beforeEach(() => {
    signInAs();
    serveCalendar();
    calculated = [];
    created = [];
    server.use(
      // The articles under the result link to the library where it holds them (an unknown law: links).
      http.get('/api/law/v1/laws/civil-procedure/', () => new HttpResponse(null, { status: 503 })),
      http.post('/api/court-calendar/v1/deadlines/calculate/', async ({ request }) => {
        calculated.push(await request.json());
        return HttpResponse.json({ result: appeal });
      }),
      http.post('/api/court-calendar/v1/events/create_event/', async ({ request }) => {
        created.push(await request.json());
        const event = eventAt({
          pid: 'evt_deadline',
          title: 'مهلت تجدیدنظرخواهی',
          event_type: 'deadline',
          all_day: true,
          starts_at: '2026-12-14T00:00:00+03:30',
          ends_at: '2026-12-14T00:00:00+03:30',
        });
        return HttpResponse.json({ result: { ...event, message: 'رویداد ثبت شد.' } }, { status: 201 });
      }),
    );
  });

  it('opens from a notice with its date of service, computes the last day and adds it to the calendar', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/calendar?deadline_from=2026-11-23&notice=ntc_1');
    const dialog = within(await screen.findByRole('dialog', { name: 'محاسبه مهلت قانونی' }, LOAD));
    expect(dialog.getByText('تاریخ ابلاغ از ابلاغیه برداشته شد؛ آن را بازبینی کنید.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'افزودن به تقویم' })).toBeDisabled();

    await user.click(dialog.getByRole('button', { name: 'محاسبه' }));
    await waitFor(() => expect(calculated).toEqual([{ served_on: '2026-11-23', rule: 'appeal' }]));
    const outcome = within(await dialog.findByRole('region', { name: 'آخرین روز مهلت' }));
    expect(outcome.getByText('دوشنبه ۲۳ آذر ۱۴۰۵')).toBeInTheDocument();
    expect(
      outcome.getByText('یکشنبه ۲۲ آذر ۱۴۰۵: تعطیل رسمی'.replace('یکشنبه', 'یک‌شنبه')),
    ).toBeInTheDocument();
    expect(outcome.getByText(/\(ماده ۴۴۵\)/)).toBeInTheDocument();
    expect(outcome.getByRole('link', { name: 'ماده ۳۳۶ قانون آیین دادرسی مدنی' })).toHaveAttribute(
      'href',
      '/laws/civil-procedure/336',
    );
    expect(outcome.getByRole('textbox', { name: 'عنوان رویداد در تقویم' })).toHaveValue('مهلت تجدیدنظرخواهی');

    await user.click(dialog.getByRole('button', { name: 'افزودن به تقویم' }));
    await waitFor(() =>
      expect(created).toEqual([
        {
          title: 'مهلت تجدیدنظرخواهی',
          event_type: 'deadline',
          all_day: true,
          deadline: { served_on: '2026-11-23', rule: 'appeal' },
          case: null,
        },
      ]),
    );
    expect(await screen.findByRole('dialog', { name: 'مهلت تجدیدنظرخواهی' }, LOAD)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?date=2026-12-14');
  });

  it('asks for the days of a custom deadline before calculating', async () => {
    const user = userEvent.setup();
    renderApp('/calendar?deadline_from=2026-11-23');
    const dialog = within(await screen.findByRole('dialog', { name: 'محاسبه مهلت قانونی' }, LOAD));
    await user.click(dialog.getByRole('combobox', { name: 'نوع مهلت' }));
    await user.click(screen.getByRole('option', { name: 'مهلت دلخواه (به روز)' }));
    await user.click(dialog.getByRole('button', { name: 'محاسبه' }));
    expect(await dialog.findByText('برای مهلت دلخواه، تعداد روزها را وارد کنید.')).toBeInTheDocument();
    expect(calculated).toEqual([]);

    await user.type(dialog.getByRole('textbox', { name: 'تعداد روزهای مهلت' }), '۱۵');
    await user.click(dialog.getByRole('button', { name: 'محاسبه' }));
    await waitFor(() => expect(calculated).toEqual([{ served_on: '2026-11-23', rule: 'custom', days: 15 }]));
  });

  it('opens from the page’s button with no date yet', async () => {
    const user = userEvent.setup();
    renderApp('/calendar?view=month&date=2026-11-23');
    await user.click(await screen.findByRole('button', { name: 'محاسبه مهلت قانونی' }, LOAD));
    const dialog = within(await screen.findByRole('dialog', { name: 'محاسبه مهلت قانونی' }));
    await user.click(dialog.getByRole('button', { name: 'محاسبه' }));
    expect(await dialog.findByText('تاریخ ابلاغ را وارد کنید.')).toBeInTheDocument();
  });

  it('keeps a deadline’s computation when only its title is edited', async () => {
    const deadlineEvent = eventAt({
      pid: 'evt_deadline',
      title: 'مهلت تجدیدنظرخواهی',
      event_type: 'deadline',
      all_day: true,
      starts_at: '2026-12-14T00:00:00+03:30',
      ends_at: '2026-12-14T00:00:00+03:30',
      deadline: { served_on: '2026-11-23', rule: 'appeal', days: 20 },
    });
    serveCalendar({ events: [deadlineEvent] });
    const put: unknown[] = [];
    server.use(
      http.put('/api/court-calendar/v1/events/evt_deadline/update_event/', async ({ request }) => {
        put.push(await request.json());
        return HttpResponse.json({ result: { ...deadlineEvent, message: '' } });
      }),
    );
    const user = userEvent.setup();
    renderApp('/calendar?view=month&date=2026-12-14');
    await user.click(
      await screen.findByRole('button', { name: /^مهلت تجدیدنظرخواهی ?، مهلت قانونی$/ }, LOAD),
    );
    const drawer = within(await screen.findByRole('dialog', { name: 'مهلت تجدیدنظرخواهی' }, LOAD));
    expect(drawer.getByText('تجدیدنظرخواهی (۲۰ روز)، از ابلاغ ۲ آذر ۱۴۰۵')).toBeInTheDocument();
    await user.click(drawer.getByRole('button', { name: 'ویرایش' }));
    const form = within(await screen.findByRole('dialog', { name: 'ویرایش رویداد' }));
    await user.type(form.getByRole('textbox', { name: 'عنوان' }), ' پرونده ملکی');
    await user.click(form.getByRole('button', { name: 'ذخیره تغییرات' }));
    await waitFor(() => expect(put).toHaveLength(1));
    expect(put[0]).toMatchObject({
      title: 'مهلت تجدیدنظرخواهی پرونده ملکی',
      all_day: true,
      starts_at: '2026-12-14T00:00:00+03:30',
      deadline: { served_on: '2026-11-23', rule: 'appeal' },
    });
  });
});
