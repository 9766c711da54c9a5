import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  chatRequest,
  consultantProfile,
  PAGE_LOAD,
  PAGE_TEST,
  page,
  session,
  signInAs,
} from '@/features/chat/test/chat-fixtures';
import { stubWebSocket } from '@/features/chat/test/socket-stub';
import { http as apiClient } from '@/lib/api/http-client';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';
import { consultation, settings } from '../test/consultation-fixtures';

describe("the consultant's pages", PAGE_TEST, () => {
  let posted: { path: string; body: unknown }[];
  let patched: unknown[];

  beforeEach(() => {
    posted = [];
    patched = [];
    // Accepting a chat opens its room, which connects.
    stubWebSocket();
    signInAs(consultantProfile);
    const remember = async (request: Request) => {
      posted.push({ path: new URL(request.url).pathname, body: await request.json() });
    };
    server.use(
      http.get('/api/notification/v1/alarms/', () => HttpResponse.json(page([]))),
      http.get('/api/chat/v1/requests/pending/', () => HttpResponse.json(page([chatRequest]))),
      http.get('/api/consultation/v1/consultations/pending/', () =>
        HttpResponse.json(page([{ ...consultation, my_role: 'consultant' }])),
      ),
      http.get('/api/consultation/v1/settings/', () => HttpResponse.json({ result: settings })),
      http.patch('/api/consultation/v1/settings/', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        patched.push(body);
        return HttpResponse.json({
          result: { ...settings, ...body, updated_at: '2025-03-22T08:30:00Z', message: 'تنظیمات ذخیره شد.' },
        });
      }),
      http.post('/api/chat/v1/requests/cr_1/respond/', async ({ request }) => {
        await remember(request);
        return HttpResponse.json({
          result: { ...chatRequest, status: 'accepted', session: { pid: 'cs_1' }, message: 'پذیرفته شد.' },
        });
      }),
      http.post('/api/consultation/v1/consultations/con_1/accept/', async ({ request }) => {
        await remember(request);
        return HttpResponse.json({ result: { ...consultation, status: 'accepted', message: 'پذیرفته شد.' } });
      }),
      http.get('/api/chat/v1/sessions/cs_1/', () =>
        HttpResponse.json({ result: { ...session, my_role: 'consultant' } }),
      ),
      http.get('/api/chat/v1/messages/session/cs_1/', () => HttpResponse.json(page([]))),
      http.post('/api/chat/v1/sessions/cs_1/mark-read/', () => HttpResponse.json({ result: {} })),
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the pending chat and consultation requests', async () => {
    renderApp('/consultant/requests');
    const chat = within(await screen.findByRole('article', { name: 'از علی رضایی' }, PAGE_LOAD));
    expect(chat.getByText('درباره مهریه سؤال دارم.')).toBeInTheDocument();
    expect(await chat.findByText('مبلغ نگه‌داشته‌شده: ۵۰ سکه (≈ ۵۰٬۰۰۰ تومان)')).toBeInTheDocument();
    expect(chat.getByText(/^مهلت پاسخ تا ۱ فروردین ۱۴۰۴/)).toBeInTheDocument();
    const request = within(screen.getByRole('article', { name: 'مطالبه مهریه' }));
    expect(
      request.getByText('از علی رضایی، تلفنی، مبلغ نگه‌داشته‌شده: ۱۲۰ سکه (≈ ۱۲۰٬۰۰۰ تومان)'),
    ).toBeInTheDocument();
  });

  it('accepts a chat request with a fee and a time limit, then opens its room', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/consultant/requests');
    const card = within(await screen.findByRole('article', { name: 'از علی رضایی' }, PAGE_LOAD));
    await user.click(card.getByRole('button', { name: 'پذیرش' }));
    const dialog = within(screen.getByRole('dialog', { name: 'پذیرش درخواست گفتگو' }));
    expect(dialog.getByLabelText('مدت جلسه (دقیقه)')).toHaveValue('۳۰');
    await user.clear(dialog.getByLabelText('هزینه جلسه (سکه)'));
    await user.type(dialog.getByLabelText('هزینه جلسه (سکه)'), '۹۰');
    await user.click(dialog.getByRole('button', { name: 'پذیرش و شروع گفتگو' }));
    expect(dialog.getByText(/حداکثر ۵۰ سکه/)).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.clear(dialog.getByLabelText('هزینه جلسه (سکه)'));
    await user.type(dialog.getByLabelText('هزینه جلسه (سکه)'), '۴۰');
    await user.clear(dialog.getByLabelText('مدت جلسه (دقیقه)'));
    await user.type(dialog.getByLabelText('مدت جلسه (دقیقه)'), '20');
    await user.type(dialog.getByLabelText('پیام به درخواست‌کننده (اختیاری)'), 'در خدمتم.');
    await user.click(dialog.getByRole('button', { name: 'پذیرش و شروع گفتگو' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chats/cs_1'));
    await screen.findByRole('log', { name: 'پیام‌های گفتگو' }, PAGE_LOAD);
    expect(posted).toEqual([
      {
        path: '/api/chat/v1/requests/cr_1/respond/',
        body: { status: 'accepted', fee_amount: 40, time_limit_minutes: 20, response_message: 'در خدمتم.' },
      },
    ]);
  });

  it('accepts a consultation request', async () => {
    const user = userEvent.setup();
    renderApp('/consultant/requests');
    const card = within(await screen.findByRole('article', { name: 'مطالبه مهریه' }, PAGE_LOAD));
    await user.click(card.getByRole('button', { name: 'پذیرش' }));
    const dialog = within(screen.getByRole('dialog', { name: 'پذیرش درخواست مشاوره' }));
    await user.type(dialog.getByLabelText('پیام به درخواست‌کننده (اختیاری)'), 'فردا تماس می‌گیرم.');
    await user.click(dialog.getByRole('button', { name: 'پذیرش' }));
    await waitFor(() =>
      expect(posted).toEqual([
        { path: '/api/consultation/v1/consultations/con_1/accept/', body: { message: 'فردا تماس می‌گیرم.' } },
      ]),
    );
  });

  it('says when nothing waits', async () => {
    server.use(
      http.get('/api/chat/v1/requests/pending/', () => HttpResponse.json(page([]))),
      http.get('/api/consultation/v1/consultations/pending/', () => HttpResponse.json(page([]))),
    );
    renderApp('/consultant/requests');
    expect(await screen.findByText('درخواست گفتگوی تازه‌ای ندارید', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByText('درخواست مشاوره تازه‌ای ندارید')).toBeInTheDocument();
  });

  it('saves availability the moment its switch is flipped, with a toast', async () => {
    const user = userEvent.setup();
    renderApp('/consultant/settings');
    const available = await screen.findByRole('switch', { name: 'درخواست تازه می‌پذیرم' }, PAGE_LOAD);
    expect(available).toBeChecked();
    await user.click(available);
    await waitFor(() => expect(patched).toEqual([{ is_available: false }]));
    expect(await screen.findByText('تنظیمات ذخیره شد.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'درخواست تازه می‌پذیرم' })).not.toBeChecked();
  });

  it('shows the approval state and saves only the settings that changed', async () => {
    const user = userEvent.setup();
    renderApp('/consultant/settings');
    expect(await screen.findByText('تأییدشده', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByText('در فهرست مشاوران')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('هزینه هر گفتگوی برخط (سکه)'));
    await user.type(screen.getByLabelText('هزینه هر گفتگوی برخط (سکه)'), '۷۵');
    expect(await screen.findByText(/^۷۵ سکه \(≈ .+ تومان\)$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'کیفری' }));
    await user.click(screen.getByRole('button', { name: 'ذخیره تنظیمات' }));
    await waitFor(() => expect(patched).toEqual([{ chat_fee: 75, specialties: ['family', 'criminal'] }]));
    expect(await screen.findByText('تنظیمات ذخیره شد.')).toBeInTheDocument();
  });

  it('puts the server field errors of the settings under their inputs', async () => {
    server.use(
      http.patch('/api/consultation/v1/settings/', () =>
        HttpResponse.json(
          {
            code: 'validation_error',
            error_messages: { message: 'اطلاعات معتبر نیست.', bio: ['معرفی طولانی است.'] },
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp('/consultant/settings');
    await user.type(await screen.findByLabelText('معرفی', {}, PAGE_LOAD), ' بیشتر');
    await user.click(screen.getByRole('button', { name: 'ذخیره تنظیمات' }));
    expect(await screen.findByText('معرفی طولانی است.')).toBeInTheDocument();
  });
  it('sends the licence scan and offers the consultant their copy; a refused type shows the server’s reason', async () => {
    // jsdom's XMLHttpRequest cannot hand a multipart body to msw: the upload is caught at the API client.
    const sent: string[] = [];
    vi.spyOn(apiClient, 'post').mockImplementation(async (url, data) => {
      const file = (data as FormData).get('file') as File;
      sent.push(`${url} ${file.name}`);
      if (file.name.endsWith('.txt')) {
        throw {
          type: 'http_error',
          status: 415,
          code: 'unsupported_media_type',
          message: 'فقط فایل PDF یا تصویر پذیرفته می‌شود.',
        };
      }
      return {
        data: {
          result: {
            ...settings,
            licence_document_url: '/api/consultation/v1/settings/licence-document/',
            updated_at: '2025-03-22T08:30:00Z',
            message: 'مدرک پروانه بارگذاری شد.',
          },
        },
      };
    });
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/consultant/settings');
    const panel = within(await screen.findByRole('region', { name: 'مدرک پروانه' }, PAGE_LOAD));
    expect(panel.getByText('هنوز مدرکی بارگذاری نکرده‌اید.')).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'دریافت مدرک پروانه' })).toBeNull();

    await user.upload(panel.getByLabelText('بارگذاری مدرک پروانه'), new File(['x'], 'notes.txt'));
    expect(await panel.findByRole('alert')).toHaveTextContent('فقط فایل PDF یا تصویر پذیرفته می‌شود.');

    await user.upload(
      panel.getByLabelText('بارگذاری مدرک پروانه'),
      new File(['%PDF-1.4'], 'پروانه.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('مدرک پروانه بارگذاری شد.')).toBeInTheDocument();
    expect(sent).toEqual([
      '/consultation/v1/settings/licence-document/ notes.txt',
      '/consultation/v1/settings/licence-document/ پروانه.pdf',
    ]);
    expect(panel.queryByRole('alert')).toBeNull();
    expect(await panel.findByRole('button', { name: 'دریافت مدرک پروانه' })).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'جایگزینی مدرک' })).toBeInTheDocument();
  });
});
