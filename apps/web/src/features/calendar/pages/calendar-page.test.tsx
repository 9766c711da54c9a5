import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '@/features/cases/test/office-fixtures';
import { lawyerProfile } from '@/test/fixtures';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';
import { LOAD, serveCalendar } from '../test/calendar-api';
import { eventAt } from '../test/calendar-fixtures';

const AZAR_1405 = '/calendar?view=month&date=2026-11-23';

const cellsOf = (grid: HTMLElement) => within(grid).getAllByRole('gridcell');
/** A day cell, found by its day's button: named by its date, its holiday and how many events it holds. */
const dayCell = async (grid: HTMLElement, name: string) =>
  (await within(grid).findByRole('button', { name }, LOAD)).closest('[role="gridcell"]') as HTMLElement;

describe('the calendar page', { timeout: 30000 }, () => {
  beforeEach(() => {
    signInAs();
  });

  it('lays out Azar 1405 from Saturday in Persian: it opens on a Sunday and has 30 days', async () => {
    serveCalendar({ holidays: [{ pid: 'hol_1', date: '2026-11-26', title: 'روز نمونه تعطیل' }] });
    renderApp(AZAR_1405);

    const grid = await screen.findByRole('grid', { name: 'تقویم آذر ۱۴۰۵' }, LOAD);
    expect(screen.getByRole('heading', { name: 'آذر ۱۴۰۵', level: 2 })).toBeInTheDocument();
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'شنبه',
      'یک‌شنبه',
      'دوشنبه',
      'سه‌شنبه',
      'چهارشنبه',
      'پنج‌شنبه',
      'جمعه',
    ]);
    const cells = cellsOf(grid);
    // Each cell's day button is named by its whole date; the cell itself by what it shows.
    const dayOf = (cell: HTMLElement | undefined) => within(cell as HTMLElement).getAllByRole('button')[0];
    expect(dayOf(cells[0])).toHaveAccessibleName('شنبه ۳۰ آبان ۱۴۰۵');
    expect(dayOf(cells[1])).toHaveAccessibleName('یک‌شنبه ۱ آذر ۱۴۰۵');
    const azar = cells.filter((cell) => /آذر ۱۴۰۵/.test(dayOf(cell)?.getAttribute('aria-label') ?? ''));
    expect(azar).toHaveLength(30);
    expect(dayOf(azar.at(-1))).toHaveAccessibleName('دوشنبه ۳۰ آذر ۱۴۰۵');
    expect(within(azar[29] as HTMLElement).getByText('۳۰')).toBeInTheDocument();
    expect(await dayCell(grid, 'پنج‌شنبه ۵ آذر ۱۴۰۵، روز نمونه تعطیل')).toBeInTheDocument();
  });

  it('asks for the events of the whole grid and shows each on its day, in its type', async () => {
    const calls = serveCalendar({
      events: [
        eventAt(),
        eventAt({
          pid: 'evt_2',
          title: 'پایان مهلت تجدیدنظرخواهی',
          event_type: 'deadline',
          all_day: true,
          starts_at: '2026-12-10T00:00:00+03:30',
          ends_at: '2026-12-10T00:00:00+03:30',
        }),
      ],
    });
    renderApp(AZAR_1405);
    const grid = await screen.findByRole('grid', { name: 'تقویم آذر ۱۴۰۵' }, LOAD);

    // A day cell is named by its date and how many events it holds, then by what it shows.
    const monday = await dayCell(grid, 'دوشنبه ۲ آذر ۱۴۰۵، ۱ رویداد');
    expect(
      within(monday).getByRole('button', { name: /^۱۰:۰۰ ?جلسه رسیدگی مطالبه وجه چک ?، جلسه رسیدگی$/ }),
    ).toBeInTheDocument();
    const deadlineDay = await dayCell(grid, 'پنج‌شنبه ۱۹ آذر ۱۴۰۵، ۱ رویداد');
    expect(
      within(deadlineDay).getByRole('button', { name: /^پایان مهلت تجدیدنظرخواهی ?، مهلت قانونی$/ }),
    ).toBeInTheDocument();
    expect(within(grid).getAllByRole('button', { name: /پایان مهلت/ })).toHaveLength(1);

    const asked = calls.listed.at(-1);
    expect(new Date(asked?.get('from') ?? '')).toEqual(new Date(2026, 10, 21));
    expect(new Date(asked?.get('to') ?? '')).toEqual(new Date(2026, 11, 26));
  });

  it('moves by Jalali months and comes back to today, keeping the place in the address', async () => {
    serveCalendar();
    const user = userEvent.setup();
    const { router } = renderApp(AZAR_1405);
    await screen.findByRole('grid', { name: 'تقویم آذر ۱۴۰۵' }, LOAD);

    await user.click(screen.getByRole('button', { name: 'ماه بعد' }));
    expect(await screen.findByRole('grid', { name: 'تقویم دی ۱۴۰۵' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=month&date=2026-12-23');

    await user.click(screen.getByRole('button', { name: 'ماه قبل' }));
    await user.click(screen.getByRole('button', { name: 'ماه قبل' }));
    expect(await screen.findByRole('grid', { name: 'تقویم آبان ۱۴۰۵' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'امروز' }));
    const today = new Date();
    const todayParam = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    await waitFor(() => expect(router.state.location.search).toBe(`?view=month&date=${todayParam}`));
  });

  it('opens the view and the day of a shared address, and keeps a change of view in it', async () => {
    const calls = serveCalendar({ events: [eventAt()] });
    const user = userEvent.setup();
    const { router } = renderApp('/calendar?view=week&date=2026-11-23');

    expect(
      await screen.findByRole('heading', { name: '۳۰ آبان تا ۶ آذر ۱۴۰۵', level: 2 }, LOAD),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('button', {
        name: /^۱۰:۰۰ تا ۱۱:۰۰ ?جلسه رسیدگی مطالبه وجه چک ?، جلسه رسیدگی$/,
      }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'فهرست' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=agenda&date=2026-11-23'));
    const day = await screen.findByRole('region', { name: 'دوشنبه ۲ آذر ۱۴۰۵' });
    expect(within(day).getByText('جلسه رسیدگی مطالبه وجه چک')).toBeInTheDocument();
    expect(Object.fromEntries(calls.listed.at(-1) ?? [])).toEqual({
      page: '1',
      page_size: '20',
      ordering: 'starts_at',
      future_events_only: 'true',
    });

    await user.type(screen.getByRole('searchbox', { name: 'جستجو در رویدادها' }), 'چک');
    await waitFor(() => expect(calls.listed.at(-1)?.get('search')).toBe('چک'));
    await user.click(screen.getByRole('switch', { name: 'فقط رویدادهای آینده' }));
    await waitFor(() => expect(calls.listed.at(-1)?.get('ordering')).toBe('-starts_at'));
    expect(calls.listed.at(-1)?.has('future_events_only')).toBe(false);
    expect(router.state.location.search).toBe('?view=agenda&date=2026-11-23&search=%DA%86%DA%A9&past=1');
  });

  it('creates an event on the clicked day, sending Gregorian ISO times and the fields as typed', async () => {
    serveCalendar();
    const sent: unknown[] = [];
    server.use(
      http.post('/api/court-calendar/v1/events/create_event/', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        return HttpResponse.json(
          {
            result: { ...eventAt({ pid: 'evt_new', title: String(body.title) }), message: 'رویداد ثبت شد.' },
          },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    renderApp(AZAR_1405);
    const grid = await screen.findByRole('grid', { name: 'تقویم آذر ۱۴۰۵' }, LOAD);

    await user.click(within(grid).getByRole('button', { name: 'سه‌شنبه ۱۰ آذر ۱۴۰۵' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'رویداد تازه' }));
    await user.type(dialog.getByRole('textbox', { name: 'عنوان' }), 'جلسه رسیدگی پرونده ملکی');
    await user.type(dialog.getByRole('textbox', { name: 'مرجع رسیدگی' }), 'دادگاه عمومی حقوقی کرج');
    await user.type(dialog.getByRole('textbox', { name: 'شعبه' }), '۴');
    await user.click(dialog.getByRole('button', { name: 'ثبت رویداد' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      title: 'جلسه رسیدگی پرونده ملکی',
      event_type: 'hearing',
      all_day: false,
      starts_at: new Date(2026, 11, 1, 9).toISOString(),
      ends_at: new Date(2026, 11, 1, 10).toISOString(),
      court: 'دادگاه عمومی حقوقی کرج',
      branch: '۴',
      location: null,
      description: null,
      case: null,
    });
    // The new event opens beside the calendar, with its reminders.
    expect(await screen.findByRole('dialog', { name: 'جلسه رسیدگی پرونده ملکی' })).toBeInTheDocument();
    // The server's message is toasted once (issue 25).
    expect(await screen.findAllByText('رویداد ثبت شد.')).toHaveLength(1);
  });

  it('saves an event once and toasts the server’s message once, though «ثبت رویداد» is clicked twice', async () => {
    serveCalendar();
    const sent: unknown[] = [];
    server.use(
      http.post('/api/court-calendar/v1/events/create_event/', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          {
            result: {
              ...eventAt({ pid: 'evt_new', title: 'جلسه کارشناسی' }),
              message: 'رویداد در تقویم ثبت شد.',
            },
          },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    renderApp(AZAR_1405);
    const grid = await screen.findByRole('grid', { name: 'تقویم آذر ۱۴۰۵' }, LOAD);
    await user.click(within(grid).getByRole('button', { name: 'سه‌شنبه ۱۰ آذر ۱۴۰۵' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'رویداد تازه' }));
    await user.type(dialog.getByRole('textbox', { name: 'عنوان' }), 'جلسه کارشناسی');
    // Both clicks land before the button can re-render as busy.
    const save = dialog.getByRole('button', { name: 'ثبت رویداد' });
    fireEvent.click(save);
    fireEvent.click(save);

    expect(await screen.findByRole('dialog', { name: 'جلسه کارشناسی' })).toBeInTheDocument();
    expect(screen.getAllByText('رویداد در تقویم ثبت شد.')).toHaveLength(1);
    expect(sent).toHaveLength(1);
  });

  it('sends an all-day event as its Tehran day', async () => {
    serveCalendar();
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.post('/api/court-calendar/v1/events/create_event/', async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ result: { ...eventAt(), message: '' } }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderApp(AZAR_1405);
    const grid = await screen.findByRole('grid', { name: 'تقویم آذر ۱۴۰۵' }, LOAD);
    await user.click(within(grid).getByRole('button', { name: 'سه‌شنبه ۱۰ آذر ۱۴۰۵' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'رویداد تازه' }));
    await user.type(dialog.getByRole('textbox', { name: 'عنوان' }), 'تحویل لایحه');
    await user.click(dialog.getByRole('switch', { name: 'تمام روز' }));
    await user.click(dialog.getByRole('button', { name: 'ثبت رویداد' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      all_day: true,
      starts_at: '2026-12-01T00:00:00+03:30',
      ends_at: '2026-12-01T00:00:00+03:30',
    });
  });

  it('puts the server’s field errors under the inputs', async () => {
    serveCalendar();
    server.use(
      http.post('/api/court-calendar/v1/events/create_event/', () =>
        HttpResponse.json(
          {
            code: 'validation_error',
            error_messages: {
              message: 'اطلاعات رویداد کامل نیست.',
              starts_at: ['این زمان در گذشته است.'],
              court: ['نام مرجع رسیدگی را کامل بنویسید.'],
            },
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp(AZAR_1405);
    const grid = await screen.findByRole('grid', { name: 'تقویم آذر ۱۴۰۵' }, LOAD);
    await user.click(within(grid).getByRole('button', { name: 'سه‌شنبه ۱۰ آذر ۱۴۰۵' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'رویداد تازه' }));
    await user.type(dialog.getByRole('textbox', { name: 'عنوان' }), 'جلسه');
    await user.type(dialog.getByRole('textbox', { name: 'مرجع رسیدگی' }), 'د');
    await user.click(dialog.getByRole('button', { name: 'ثبت رویداد' }));

    expect(await dialog.findByText('این زمان در گذشته است.')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'مرجع رسیدگی' })).toHaveAccessibleDescription(
      'نام مرجع رسیدگی را کامل بنویسید.',
    );
  });

  it('checks the form with the contract before sending: a title of one letter is refused', async () => {
    serveCalendar();
    const user = userEvent.setup();
    renderApp(AZAR_1405);
    const grid = await screen.findByRole('grid', { name: 'تقویم آذر ۱۴۰۵' }, LOAD);
    await user.click(within(grid).getByRole('button', { name: 'سه‌شنبه ۱۰ آذر ۱۴۰۵' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'رویداد تازه' }));
    await user.type(dialog.getByRole('textbox', { name: 'عنوان' }), 'ج');
    await user.click(dialog.getByRole('button', { name: 'ثبت رویداد' }));
    expect(await dialog.findByText('عنوان رویداد باید دست‌کم دو حرف باشد.')).toBeInTheDocument();
  });

  it('edits an event with PUT and deletes it after asking', async () => {
    const calls = serveCalendar({ events: [eventAt()] });
    const put: unknown[] = [];
    server.use(
      http.put('/api/court-calendar/v1/events/evt_1/update_event/', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        put.push(body);
        return HttpResponse.json({
          result: { ...eventAt({ title: String(body.title) }), message: 'ذخیره شد.' },
        });
      }),
    );
    const user = userEvent.setup();
    renderApp(AZAR_1405);
    await user.click(
      await screen.findByRole('button', { name: /^۱۰:۰۰ ?جلسه رسیدگی مطالبه وجه چک ?، جلسه رسیدگی$/ }, LOAD),
    );
    const drawer = within(await screen.findByRole('dialog', { name: 'جلسه رسیدگی مطالبه وجه چک' }));
    expect(drawer.getByText('دوشنبه ۲ آذر ۱۴۰۵، ۱۰:۰۰ تا ۱۱:۰۰')).toBeInTheDocument();
    expect(drawer.getByText('دادگاه عمومی حقوقی تهران، شعبه ۱۲')).toBeInTheDocument();

    await user.click(drawer.getByRole('button', { name: 'ویرایش' }));
    const form = within(await screen.findByRole('dialog', { name: 'ویرایش رویداد' }));
    const title = form.getByRole('textbox', { name: 'عنوان' });
    await user.clear(title);
    await user.type(title, 'جلسه دوم رسیدگی');
    await user.click(form.getByRole('button', { name: 'ذخیره تغییرات' }));
    await waitFor(() => expect(put).toHaveLength(1));
    expect(put[0]).toMatchObject({
      title: 'جلسه دوم رسیدگی',
      starts_at: new Date(2026, 10, 23, 10).toISOString(),
      ends_at: new Date(2026, 10, 23, 11).toISOString(),
      court: 'دادگاه عمومی حقوقی تهران',
      branch: '۱۲',
    });

    const updated = within(await screen.findByRole('dialog', { name: 'جلسه دوم رسیدگی' }));
    await user.click(updated.getByRole('button', { name: 'اقدامات بیشتر' }));
    await user.click(await screen.findByRole('menuitem', { name: 'حذف رویداد' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'حذف رویداد' }));
    await user.click(confirm.getByRole('button', { name: 'بله، حذف شود' }));
    await waitFor(() => expect(calls.deleted).toEqual(['evt_1']));
  });

  it('tells a month without events how to add one', async () => {
    serveCalendar();
    renderApp(AZAR_1405);
    expect(
      await screen.findByText(
        'رویدادی در این ماه ثبت نشده است؛ برای افزودن، روی یک روز بزنید یا دکمه رویداد تازه را بزنید.',
        {},
        LOAD,
      ),
    ).toBeInTheDocument();
  });

  it('offers a retry when the events cannot be read', async () => {
    serveCalendar();
    server.use(
      http.get('/api/court-calendar/v1/events/', () =>
        HttpResponse.json(
          { code: 'server_error', error_messages: { non_field_errors: ['خطای سرور'] } },
          { status: 500 },
        ),
      ),
    );
    renderApp(AZAR_1405);
    expect(await screen.findByText('دریافت رویدادها ممکن نشد.', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تلاش دوباره' })).toBeInTheDocument();
  });

  it('offers the office’s cases to office staff only', async () => {
    serveCalendar();
    const user = userEvent.setup();
    renderApp(AZAR_1405);
    const grid = await screen.findByRole('grid', { name: 'تقویم آذر ۱۴۰۵' }, LOAD);
    await user.click(within(grid).getByRole('button', { name: 'سه‌شنبه ۱۰ آذر ۱۴۰۵' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'رویداد تازه' }));
    expect(dialog.getByRole('combobox', { name: 'پرونده' })).toBeInTheDocument();
  });

  it('gives a client their own calendar, without the office’s cases', async () => {
    signInAs({ ...lawyerProfile, roles: ['client'] });
    serveCalendar();
    const user = userEvent.setup();
    renderApp(AZAR_1405);
    const grid = await screen.findByRole('grid', { name: 'تقویم آذر ۱۴۰۵' }, LOAD);
    await user.click(within(grid).getByRole('button', { name: 'سه‌شنبه ۱۰ آذر ۱۴۰۵' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'رویداد تازه' }));
    expect(dialog.getByRole('textbox', { name: 'عنوان' })).toBeInTheDocument();
    expect(dialog.queryByRole('combobox', { name: 'پرونده' })).toBeNull();
  });

  it('opens an alarm’s link to one event (`?event=`) on its own month, though it is outside the shown one', async () => {
    serveCalendar();
    const far = eventAt({
      pid: 'evt_far',
      title: 'جلسه رسیدگی اعسار از هزینه دادرسی',
      starts_at: new Date(2027, 1, 10, 9).toISOString(),
      ends_at: new Date(2027, 1, 10, 10).toISOString(),
    });
    const asked: string[] = [];
    server.use(
      http.get('/api/court-calendar/v1/events/:pid/', ({ params }) => {
        asked.push(String(params.pid));
        return HttpResponse.json({ result: far });
      }),
    );
    const { router } = renderApp('/calendar?event=evt_far');
    expect(await screen.findByRole('dialog', { name: far.title }, LOAD)).toBeInTheDocument();
    expect(asked).toEqual(['evt_far']);
    await waitFor(() => expect(router.state.location.search).toBe('?date=2027-02-10'));
    // Behind the open drawer (hidden from the accessibility tree while it is open), the event's month.
    expect(
      await screen.findByRole('heading', { name: 'بهمن ۱۴۰۵', level: 2, hidden: true }),
    ).toBeInTheDocument();
  });
});
