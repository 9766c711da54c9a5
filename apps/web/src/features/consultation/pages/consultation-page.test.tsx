import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Consultation } from '@vakilyar/contract';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clientProfile,
  consultantProfile,
  PAGE_LOAD,
  PAGE_TEST,
  page,
  signInAs,
} from '@/features/chat/test/chat-fixtures';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';
import { completedConsultation, consultation } from '../test/consultation-fixtures';

describe('consultations', PAGE_TEST, () => {
  let posted: { path: string; body: unknown }[];
  let current: Consultation;

  beforeEach(() => {
    posted = [];
    current = consultation;
    server.use(
      http.get('/api/notification/v1/alarms/', () => HttpResponse.json(page([]))),
      http.get('/api/consultation/v1/consultations/', ({ request }) => {
        const status = new URL(request.url).searchParams.get('status');
        return HttpResponse.json(page(status === 'disputed' ? [] : [consultation, completedConsultation]));
      }),
      http.get('/api/consultation/v1/consultations/con_1/', () => HttpResponse.json({ result: current })),
      http.post('/api/consultation/v1/consultations/con_1/:action/', async ({ request, params }) => {
        const body = await request.json();
        posted.push({ path: String(params.action), body });
        const next: Record<string, Partial<Consultation>> = {
          rate: { rating: 5, rating_comment: 'بسیار راهگشا بود.', can_rate: false },
          dispute: { status: 'disputed', status_label: 'در حال بررسی اعتراض', can_dispute: false },
          accept: { status: 'accepted', status_label: 'پذیرفته‌شده' },
          reject: { status: 'rejected', status_label: 'ردشده', response_message: 'در این زمینه کار نمی‌کنم.' },
          complete: { status: 'completed', status_label: 'انجام‌شده' },
        };
        current = { ...current, ...next[String(params.action)] };
        return HttpResponse.json({ result: { ...current, message: 'ثبت شد.' } });
      }),
    );
  });

  it('lists mine with Persian state chips, and filters by state', async () => {
    signInAs(clientProfile);
    const user = userEvent.setup();
    renderApp('/consultations');
    const list = within(await screen.findByRole('list', { name: 'مشاوره‌های من' }, PAGE_LOAD));
    expect(list.getByText('در انتظار پاسخ مشاور')).toBeInTheDocument();
    expect(list.getByText('انجام‌شده')).toBeInTheDocument();
    expect(
      await list.findAllByText(
        /مشاور: سارا محمدی نیک، تلفنی، ۱۲۰ سکه \(≈ ۱۲۰٬۰۰۰ تومان\)، ثبت ۱ فروردین ۱۴۰۴/,
      ),
    ).toHaveLength(2);
    await user.click(screen.getByRole('combobox', { name: 'وضعیت' }));
    await user.click(screen.getByRole('option', { name: 'در حال بررسی اعتراض' }));
    expect(await screen.findByText('مشاوره‌ای با این وضعیت نیست')).toBeInTheDocument();
  });

  it('lets the client rate a completed consultation with stars and a comment', async () => {
    signInAs(clientProfile);
    current = completedConsultation;
    const user = userEvent.setup();
    renderApp('/consultations/con_1');
    await user.click(await screen.findByRole('button', { name: 'ثبت امتیاز' }, PAGE_LOAD));
    const dialog = screen.getByRole('dialog', { name: 'امتیاز به این مشاوره' });
    await user.click(within(dialog).getByRole('button', { name: 'ثبت امتیاز' }));
    expect(within(dialog).getByText('امتیاز را از ۱ تا ۵ انتخاب کنید.')).toBeInTheDocument();
    // jsdom has no layout: a click at (0, 0) reads as the keyboard's «clear»; click where a pointer would.
    fireEvent.click(within(dialog).getByRole('radio', { name: '۵ ستاره' }), { clientX: 1, clientY: 1 });
    await user.type(within(dialog).getByLabelText('نظر شما (اختیاری)'), 'بسیار راهگشا بود.');
    await user.click(within(dialog).getByRole('button', { name: 'ثبت امتیاز' }));
    await waitFor(() =>
      expect(posted).toEqual([{ path: 'rate', body: { rating: 5, comment: 'بسیار راهگشا بود.' } }]),
    );
    expect(await screen.findByText('امتیاز شما:')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'ثبت امتیاز' })).toBeNull());
  });

  it('asks the client for a reason of at least ten characters before a dispute', async () => {
    signInAs(clientProfile);
    current = completedConsultation;
    const user = userEvent.setup();
    renderApp('/consultations/con_1');
    await user.click(await screen.findByRole('button', { name: 'اعتراض' }, PAGE_LOAD));
    const dialog = screen.getByRole('dialog', { name: 'اعتراض به مشاوره' });
    await user.type(within(dialog).getByLabelText(/علت اعتراض/), 'کوتاه');
    await user.click(within(dialog).getByRole('button', { name: 'اعتراض' }));
    expect(posted).toEqual([]);
    await user.type(within(dialog).getByLabelText(/علت اعتراض/), ' بود؛ پاسخی ندادند.');
    await user.click(within(dialog).getByRole('button', { name: 'اعتراض' }));
    expect(await screen.findByText('در حال بررسی اعتراض')).toBeInTheDocument();
    expect(posted).toEqual([{ path: 'dispute', body: { reason: 'کوتاه بود؛ پاسخی ندادند.' } }]);
  });

  it('lets the consultant reject a pending request with a message', async () => {
    signInAs(consultantProfile);
    current = { ...consultation, my_role: 'consultant' };
    const user = userEvent.setup();
    renderApp('/consultations/con_1');
    await user.click(await screen.findByRole('button', { name: 'رد' }, PAGE_LOAD));
    const dialog = screen.getByRole('dialog', { name: 'رد درخواست مشاوره' });
    await user.click(within(dialog).getByRole('button', { name: 'رد' }));
    expect(within(dialog).getByText('علت رد درخواست را بنویسید.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/علت رد/), 'در این زمینه کار نمی‌کنم.');
    await user.click(within(dialog).getByRole('button', { name: 'رد' }));
    expect(await screen.findByText('در این زمینه کار نمی‌کنم.')).toBeInTheDocument();
    expect(posted).toEqual([{ path: 'reject', body: { message: 'در این زمینه کار نمی‌کنم.' } }]);
    expect(screen.getByText('ردشده')).toBeInTheDocument();
  });

  it('lets the consultant complete an accepted consultation', async () => {
    signInAs(consultantProfile);
    current = { ...consultation, my_role: 'consultant', status: 'accepted', status_label: 'پذیرفته‌شده' };
    const user = userEvent.setup();
    renderApp('/consultations/con_1');
    await user.click(await screen.findByRole('button', { name: 'ثبت انجام مشاوره' }, PAGE_LOAD));
    const dialog = screen.getByRole('dialog', { name: 'ثبت انجام مشاوره' });
    await user.click(within(dialog).getByRole('button', { name: 'ثبت انجام مشاوره' }));
    expect(await screen.findByText('انجام‌شده')).toBeInTheDocument();
    expect(posted).toEqual([{ path: 'complete', body: {} }]);
  });
});
