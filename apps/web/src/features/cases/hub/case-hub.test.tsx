import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { eventAt } from '@/features/calendar/test/calendar-fixtures';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';
import { caseItem, pageOf, signInAs } from '../test/office-fixtures';

const message = (overrides: Record<string, unknown>) => ({
  pid: 'msg_1',
  body: 'سلام، جلسه بعدی کی است؟',
  author: { pid: 'usr_client', first_name: 'علی', last_name: 'رضایی' },
  from_client: true,
  mine: false,
  attachment: null,
  created_at: '2026-11-20T08:30:00Z',
  ...overrides,
});

describe('the case as the hub', () => {
  let sent: unknown[];

  beforeEach(() => {
    sent = [];
    signInAs();
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000);
    const hearing = eventAt({
      pid: 'evt_next',
      title: 'جلسه رسیدگی بدوی',
      starts_at: inTwoDays.toISOString(),
      ends_at: new Date(inTwoDays.getTime() + 3_600_000).toISOString(),
      case: { pid: caseItem.pid, title: caseItem.title },
    });
    const deadline = eventAt({
      pid: 'evt_deadline',
      title: 'مهلت تجدیدنظر',
      event_type: 'deadline',
      all_day: true,
      starts_at: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      ends_at: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    });
    server.use(
      http.get('/api/lawyer-office/v1/cases/case_1/', () => HttpResponse.json({ result: caseItem })),
      http.get('/api/court-calendar/v1/events/', ({ request }) =>
        HttpResponse.json(
          pageOf(new URL(request.url).searchParams.get('case') === 'case_1' ? [hearing, deadline] : []),
        ),
      ),
      http.get('/api/court-notification/v1/court-notifications/', () => HttpResponse.json(pageOf([]))),
      http.get('/api/lawyer-office/v1/cases/case_1/thread/', () => HttpResponse.json(pageOf([message({})]))),
      http.post('/api/lawyer-office/v1/cases/case_1/thread/', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          {
            result: {
              ...message({ pid: 'msg_2', body: 'سه‌شنبه', mine: true }),
              message: 'پیام شما فرستاده شد.',
            },
          },
          { status: 201 },
        );
      }),
    );
  });

  it('heads the case with its next hearing and open deadlines, and lists its events', async () => {
    renderApp('/cases/case_1?tab=events');
    const strip = await screen.findByRole('region', { name: 'نمای کلی پرونده' }, { timeout: 15_000 });
    // The days left stay whole (one unbreakable run) after the deadline's title.
    const days = await within(strip).findByText(/^[۰-۹]+ روز مانده$/);
    expect(days.parentElement).toHaveTextContent(/مهلت تجدیدنظر: [۰-۹]+ روز مانده/);
    const upcoming = await screen.findByRole('list', { name: 'پیش رو' });
    expect(within(upcoming).getByText('جلسه رسیدگی بدوی')).toBeInTheDocument();
    expect(screen.queryByText(/به‌زودی/)).not.toBeInTheDocument();
  }, 20_000);

  it('shows the client thread and sends the lawyer’s answer', async () => {
    const user = userEvent.setup();
    renderApp('/cases/case_1?tab=thread');
    const list = await screen.findByRole('list', { name: 'پیام‌های پرونده' }, { timeout: 15_000 });
    expect(within(list).getByText('سلام، جلسه بعدی کی است؟')).toBeInTheDocument();
    expect(within(list).getByText(/علی رضایی \(موکل\)/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'متن پیام' }), 'سه‌شنبه');
    await user.click(screen.getByRole('button', { name: 'فرستادن' }));
    await waitFor(() => expect(sent).toEqual([{ body: 'سه‌شنبه' }]));
  }, 20_000);
});
