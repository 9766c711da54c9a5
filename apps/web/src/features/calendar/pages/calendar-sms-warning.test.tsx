import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '@/features/cases/test/office-fixtures';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';
import { LOAD, serveCalendar } from '../test/calendar-api';
import { eventAt } from '../test/calendar-fixtures';

const AZAR_1405 = '/calendar?view=month&date=2026-11-23';
const NO_CREDIT =
  'اعتبار پیامک دفتر تمام شده است؛ اگر تا زمان ارسال اعتبار خریده نشود، پیامک‌های این رویداد فرستاده نمی‌شوند و یادآوری‌های آن فقط در برنامه نشان داده می‌شوند.';

describe('an event saved with SMS the office cannot pay for', { timeout: 30000 }, () => {
  beforeEach(() => {
    signInAs();
  });

  it('warns after creating it, once the dialog has closed', async () => {
    serveCalendar();
    server.use(
      http.post('/api/court-calendar/v1/events/create_event/', () =>
        HttpResponse.json(
          { result: { ...eventAt({ pid: 'evt_new' }), message: 'رویداد ثبت شد.', warning: NO_CREDIT } },
          { status: 201 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp(AZAR_1405);
    const grid = await screen.findByRole('grid', { name: 'تقویم آذر ۱۴۰۵' }, LOAD);
    await user.click(within(grid).getByRole('button', { name: 'سه‌شنبه ۱۰ آذر ۱۴۰۵' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'رویداد تازه' }));
    await user.type(dialog.getByRole('textbox', { name: 'عنوان' }), 'جلسه رسیدگی');
    await user.click(dialog.getByRole('button', { name: 'ثبت رویداد' }));
    expect(await screen.findByText(NO_CREDIT)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'رویداد تازه' })).toBeNull());
  });

  it('warns after an edit too', async () => {
    serveCalendar({ events: [eventAt()] });
    server.use(
      http.put('/api/court-calendar/v1/events/evt_1/update_event/', () =>
        HttpResponse.json({ result: { ...eventAt(), message: 'رویداد به‌روز شد.', warning: NO_CREDIT } }),
      ),
    );
    const user = userEvent.setup();
    renderApp(AZAR_1405);
    await user.click(
      await screen.findByRole('button', { name: /^۱۰:۰۰ ?جلسه رسیدگی مطالبه وجه چک ?، جلسه رسیدگی$/ }, LOAD),
    );
    const drawer = within(await screen.findByRole('dialog', { name: 'جلسه رسیدگی مطالبه وجه چک' }, LOAD));
    await user.click(drawer.getByRole('button', { name: 'ویرایش' }));
    const form = within(await screen.findByRole('dialog', { name: 'ویرایش رویداد' }));
    await user.click(form.getByRole('button', { name: 'ذخیره تغییرات' }));
    expect(await screen.findByText(NO_CREDIT)).toBeInTheDocument();
  });
});
